import { Brain, Eye } from 'lucide-react';
import type { ResearchProfile } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { clientName, frequencyLabels, researchStatusBadges } from '../labels';

type ProfileCardProps = { profile: ResearchProfile; onOpen: (focus: 'details' | 'analysis') => void };

/** One research profile: client, status, frequency, match counts and research dates. */
export function ProfileCard({ profile, onOpen }: ProfileCardProps) {
  const name = clientName(profile);
  const status = researchStatusBadges[profile.researchStatus];
  const headingId = `research-${profile.id}-name`;
  const facts = [
    ['Total Matches', String(profile.totalMatches)],
    ['Active Matches', String(profile.activeMatches)],
    ['Last Research', formatDate(profile.lastResearchDate) ?? 'Not yet run'],
    ['Next Research', formatDate(profile.nextResearchDate) ?? 'Not scheduled'],
  ];
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {name}
          </h3>
          {profile.customer && <p className="truncate text-sm text-slate-600">{profile.customer.email}</p>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={status.tone}>
            <span className="sr-only">Status: </span>
            {status.label}
          </Badge>
          <Badge>{frequencyLabels[profile.researchFrequency]}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button variant="secondary" size="sm" aria-label={`AI Analysis for ${name}`} onClick={() => onOpen('analysis')}>
          <Brain aria-hidden />
          AI Analysis
        </Button>
        <Button variant="outline" size="sm" aria-label={`View Details for ${name}`} onClick={() => onOpen('details')}>
          <Eye aria-hidden />
          View Details
        </Button>
      </div>
    </Card>
  );
}
