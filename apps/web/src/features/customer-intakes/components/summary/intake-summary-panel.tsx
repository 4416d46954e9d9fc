import { useQuery } from '@tanstack/react-query';
import { ClipboardList, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { latestIntakesQuery } from '../../summary-queries';
import { fullName, goalLabels, labelOf } from '../../labels';
import { IntakeCounters } from '../portal/intake-counters';
import { StatusBadge } from '../shared/intake-badges';

function LatestIntakes() {
  const latest = useQuery(latestIntakesQuery);
  if (latest.isPending) return <Spinner label="Loading the latest intakes…" className="py-6" />;
  if (latest.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        Unable to load your latest intakes.
      </p>
    );
  }
  if (latest.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No intakes yet. Open the full portal and generate a form link to start collecting client information.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Latest intakes">
      {latest.data.map((intake) => (
        <li key={intake.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{fullName(intake)}</p>
            <p className="text-sm text-slate-600">
              {labelOf(goalLabels, intake.realEstateGoal)} · {formatDate(intake.createdAt)}
            </p>
          </div>
          <StatusBadge status={intake.status} />
        </li>
      ))}
    </ul>
  );
}

/** The Customer Intake tool panel: counters, the latest five intakes, and the way to the full portal. */
export function IntakeSummaryPanel() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <div className="grid size-11 shrink-0 place-items-center rounded-xl bg-bonnet-50">
            <ClipboardList aria-hidden className="size-5 text-bonnet-700" />
          </div>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Customer Intake</h2>
            <p className="mt-1 text-slate-600">
              Leads captured through your public intake form, with form links, SMS and AI client analysis.
            </p>
          </div>
        </div>
        <Button asChild>
          <Link to="/customer-intake-dashboard">
            <ExternalLink aria-hidden />
            Open Full Portal
          </Link>
        </Button>
      </div>
      <IntakeCounters compact />
      <Card className="p-5">
        <h3 className="text-sm font-semibold text-slate-900">Latest Intakes</h3>
        <div className="mt-2">
          <LatestIntakes />
        </div>
      </Card>
    </div>
  );
}
