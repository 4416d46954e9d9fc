import type { ContractHealthRecord } from '@bluebonnet/contracts';
import { healthBand, healthMessages, UNKNOWN_HEALTH_MESSAGE } from '@bluebonnet/domain';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { formatContractType } from '../../format';
import { healthBandLabels } from '../../labels';
import { bandStyles } from './band-styles';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * One contract's ring: the fill is the overall risk score, the colour its band. The halo pulses every
 * 2 s (Tailwind's 2 s `pulse`), only when the user has not asked for reduced motion. The whole card is
 * clickable through the stretched "Open" button.
 */
export function HealthRing({ record, onOpen }: { record: ContractHealthRecord; onOpen: () => void }) {
  const known = Number.isFinite(record.overallRiskScore);
  const score = known ? Math.min(100, Math.max(0, record.overallRiskScore)) : 0;
  const band = known ? healthBand(score) : null;
  const style = band ? bandStyles[band] : null;
  const type = formatContractType(record.contractType);
  return (
    <li
      data-band={band ?? 'unknown'}
      className="relative flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-bonnet-600 hover:border-bonnet-300 hover:shadow-md"
    >
      <div className="relative size-32">
        <span
          aria-hidden
          className={cn('absolute inset-2 rounded-full motion-safe:animate-pulse', style?.soft ?? 'bg-slate-100')}
        />
        <svg viewBox="0 0 120 120" aria-hidden className="relative size-32 -rotate-90">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-200" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
            className={cn('transition-[stroke-dashoffset] duration-700', style?.stroke ?? 'stroke-slate-400')}
          />
        </svg>
        <p className="absolute inset-0 grid place-items-center text-2xl font-bold text-slate-900 tabular-nums">
          <span className="sr-only">Risk </span>
          {known ? `${score}%` : '?'}
        </p>
      </div>
      <p className={cn('mt-3 font-semibold', style?.text ?? 'text-slate-600')}>
        {band ? healthBandLabels[band] : UNKNOWN_HEALTH_MESSAGE}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {band ? healthMessages[band] : 'No risk score is available for this contract yet.'}
      </p>
      <p className="mt-3 text-xs font-medium tracking-wide text-slate-600">{type}</p>
      {record.propertyAddress && <p className="text-xs text-slate-600">{record.propertyAddress}</p>}
      <dl className="mt-3 grid w-full grid-cols-3 gap-1 text-xs">
        {(
          [
            ['Compliance', `${record.texasComplianceScore}%`],
            ['Critical', record.criticalIssuesCount],
            ['Urgent', record.urgentDeadlines],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">Analyzed {formatDate(record.createdAt)}</p>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open in Contract Assistant: ${type} contract #${record.number ?? record.id}`}
        className="mt-3 text-sm font-semibold text-bonnet-700 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none"
      >
        Open in Contract Assistant
      </button>
    </li>
  );
}
