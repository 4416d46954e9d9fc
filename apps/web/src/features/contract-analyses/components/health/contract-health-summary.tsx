import { CircleAlert } from 'lucide-react';
import { summarizeHealth } from '@bluebonnet/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { contractHealthQuery } from '../../health-query';

/** The Overview's contract health summary: shown only once contracts exist (platform spec §2). */
export function ContractHealthSummary() {
  const health = useQuery(contractHealthQuery);
  if (!health.data || health.data.length === 0) return null;
  const summary = summarizeHealth(health.data.map((r) => r.overallRiskScore));
  const counts = [
    { label: 'Active Contracts', value: summary.total, className: 'text-slate-900' },
    { label: 'Healthy', value: summary.healthy, className: 'text-emerald-700' },
    { label: 'Moderate Risk', value: summary.moderate, className: 'text-amber-700' },
    { label: 'Needs Attention', value: summary.needsAttention, className: 'text-red-700' },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="health-summary-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="health-summary-title" className="text-lg font-semibold text-slate-900">
            Contract Health
          </h3>
          <Link
            to={{ search: '?tool=contract-health' }}
            className="text-sm font-semibold text-bonnet-700 hover:underline"
          >
            Open Mood Ring
          </Link>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {counts.map(({ label, value, className }) => (
            <div key={label} className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className={`text-3xl font-bold tabular-nums ${className}`}>{value}</dd>
            </div>
          ))}
        </dl>
        {summary.needsAttention > 0 && (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            {summary.needsAttention} contract(s) need immediate attention
          </p>
        )}
      </section>
    </Card>
  );
}
