import { useRef } from 'react';
import type { ResearchProfile } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { budgetLabels, goalLabels, labelOf, timeframeLabels } from '@/features/customer-intakes/index';
import { clientName, frequencyLabels, researchStatusBadges } from '../labels';
import { PropertySuggestions } from './property-suggestions';
import { ReadableRecord } from './readable-record';

export type DetailsFocus = 'details' | 'analysis';

type ProfileDetailsDialogProps = { profile: ResearchProfile | null; focus: DetailsFocus; onClose: () => void };

function Analysis({ title, record }: { title: string; record: Record<string, unknown> | null }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-800">{title}</h4>
      {record ? (
        <ReadableRecord record={record} />
      ) : (
        <p className="text-sm text-slate-600">Not available yet: it appears after the first research run.</p>
      )}
    </div>
  );
}

/** Client, status, counts, the AI analyses as readable lists, and the property suggestions (spec §2). */
export function ProfileDetailsDialog({ profile, focus, onClose }: ProfileDetailsDialogProps) {
  const analysisHeading = useRef<HTMLHeadingElement>(null);
  const customer = profile?.customer;
  const status = profile ? researchStatusBadges[profile.researchStatus] : null;
  const facts = profile && [
    ['Email', customer?.email],
    ['Phone', customer?.phone],
    ['Goal', labelOf(goalLabels, customer?.realEstateGoal)],
    ['Budget', labelOf(budgetLabels, customer?.budgetRange)],
    ['Timeframe', labelOf(timeframeLabels, customer?.timeframe)],
    ['Preferred Areas', customer?.preferredAreas],
    ['Frequency', frequencyLabels[profile.researchFrequency]],
    ['Total Matches', String(profile.totalMatches)],
    ['Active Matches', String(profile.activeMatches)],
    ['Last Research', formatDate(profile.lastResearchDate) ?? 'Not yet run'],
    ['Next Research', formatDate(profile.nextResearchDate) ?? 'Not scheduled'],
  ];

  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        width="xl"
        onOpenAutoFocus={(event) => {
          if (focus !== 'analysis') return;
          event.preventDefault();
          analysisHeading.current?.focus();
        }}
      >
        {profile && status && facts && (
          <>
            <DialogHeader>
              <DialogTitle>Research for {clientName(profile)}</DialogTitle>
              <DialogDescription>Started {formatDate(profile.createdAt)}</DialogDescription>
              <div>
                <Badge tone={status.tone}>
                  <span className="sr-only">Status: </span>
                  {status.label}
                </Badge>
              </div>
            </DialogHeader>
            <div className="space-y-8">
              <section aria-labelledby="research-client-title">
                <h3 id="research-client-title" className="mb-3 text-base font-semibold text-slate-900">
                  Client and Status
                </h3>
                <dl className="grid gap-3 text-sm sm:grid-cols-3">
                  {facts.map(([label, value]) => (
                    <div key={label} className="min-w-0">
                      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
                      <dd className="mt-0.5 break-words text-slate-900">{value || 'Not specified'}</dd>
                    </div>
                  ))}
                </dl>
              </section>
              <section aria-labelledby="research-analysis-title" className="space-y-4">
                <h3
                  id="research-analysis-title"
                  ref={analysisHeading}
                  tabIndex={-1}
                  className="text-base font-semibold text-slate-900 outline-none"
                >
                  AI Analysis
                </h3>
                <Analysis title="Criteria Analysis" record={profile.criteriaAnalysis} />
                <Analysis title="Market Analysis" record={profile.marketAnalysis} />
              </section>
              <PropertySuggestions profileId={profile.id} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
