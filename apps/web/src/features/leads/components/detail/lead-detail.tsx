import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { leadPriorityLabels } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api-client';
import { leadQuery } from '../../api';
import { fullName, priorityTones } from '../../labels';
import { QuickActivityForm } from '../activities/quick-activity-form';
import { RecentActivities } from '../activities/recent-activities';
import { LeadInsights } from '../insights/lead-insights';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { FollowUpDate } from './follow-up-date';
import { LeadContact } from './lead-contact';
import { LeadStatusSelect } from './lead-status-select';

type LeadDetailProps = { leadId: number; onClose: () => void };

/** The detail panel (spec §2.2): close, contact, status, follow-up, AI Insights, Quick Activity, Recent Activities. */
export function LeadDetail({ leadId, onClose }: LeadDetailProps) {
  const lead = useQuery(leadQuery(leadId));
  const closeButton = (
    <Button variant="ghost" size="icon" aria-label="Close lead details" onClick={onClose}>
      <X aria-hidden />
    </Button>
  );

  if (lead.isPending) {
    return (
      <Card className="p-5">
        <Spinner label="Loading the lead…" className="py-12" />
      </Card>
    );
  }
  if (lead.isError) {
    const gone = lead.error instanceof ApiError && lead.error.status === 404;
    return (
      <Card className="flex items-start justify-between gap-3 p-5">
        <p role="alert" className="text-sm text-red-800">
          {gone ? 'This lead no longer exists.' : serverMessage(lead.error, 'Unable to load this lead.')}
        </p>
        {closeButton}
      </Card>
    );
  }

  const data = lead.data;
  const name = fullName(data);
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={`lead-detail-${leadId}`} data-testid="lead-detail" className="space-y-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`lead-detail-${leadId}`} className="text-xl font-semibold break-words text-slate-900">
              {name}
            </h3>
            <Badge tone={priorityTones[data.priority]} className="mt-1">
              {leadPriorityLabels[data.priority]} priority
            </Badge>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <DeleteLeadDialog lead={data} onDeleted={onClose} />
            {closeButton}
          </div>
        </div>
        <LeadContact lead={data} />
        <div className="grid gap-4 sm:grid-cols-2">
          <LeadStatusSelect lead={data} />
          <FollowUpDate lead={data} />
        </div>
        <hr className="border-slate-200" />
        <LeadInsights lead={data} />
        <hr className="border-slate-200" />
        <QuickActivityForm lead={data} />
        <RecentActivities leadId={leadId} />
      </section>
    </Card>
  );
}
