import { LoaderCircle, Mail, Phone, Search } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { budgetLabels, fullName, goalLabels, labelOf } from '../../labels';
import { AnalyzeAction } from '../analysis/analyze-action';
import { DetailList } from '../shared/detail-list';
import { PriorityBadge, StatusBadge } from '../shared/intake-badges';
import { DeleteIntakeDialog } from './delete-intake-dialog';
import { IntakeDetailsDialog } from './intake-details-dialog';
import { IntakeStatusControls } from './intake-status-controls';
import { MakeLeadButton } from './make-lead-button';
import { useStartResearchRedirect } from './use-start-research';

/** One intake: name, badges, contact, goal, budget and areas, with its controls and actions (spec §2). */
export function IntakeCard({ intake }: { intake: CustomerIntake }) {
  const name = fullName(intake);
  const headingId = `intake-${intake.id}-name`;
  const research = useStartResearchRedirect();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-xs text-slate-600">Submitted {formatDate(intake.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={intake.status} />
          <PriorityBadge priority={intake.priority} />
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <a href={`mailto:${intake.email}`} className="inline-flex items-center gap-2 text-bonnet-700 hover:underline">
          <Mail aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{intake.email}</span>
        </a>
        <a href={`tel:${intake.phone}`} className="inline-flex items-center gap-2 text-bonnet-700 hover:underline">
          <Phone aria-hidden className="size-4 shrink-0" />
          {intake.phone}
        </a>
      </div>
      <DetailList
        className="sm:grid-cols-3"
        items={[
          { label: 'Goal', value: labelOf(goalLabels, intake.realEstateGoal) },
          { label: 'Budget', value: labelOf(budgetLabels, intake.budgetRange) },
          { label: 'Preferred Areas', value: intake.preferredAreas },
        ]}
      />
      {intake.conversionScore !== null && (
        <p className="text-sm text-slate-700">
          Last AI analysis: <span className="font-semibold">{intake.conversionScore}% conversion score</span>
        </p>
      )}
      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        <IntakeStatusControls intake={intake} />
        <div className="flex flex-wrap gap-2">
          <IntakeDetailsDialog intake={intake} />
          <AnalyzeAction intake={intake} />
          <Button
            variant="outline"
            size="sm"
            disabled={research.isBusy}
            aria-label={`Start Research for ${name}`}
            onClick={() => research.startFor(intake)}
          >
            {research.isBusy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Search aria-hidden />}
            Start Research
          </Button>
          <MakeLeadButton intake={intake} />
          <DeleteIntakeDialog intake={intake} />
        </div>
      </div>
    </Card>
  );
}
