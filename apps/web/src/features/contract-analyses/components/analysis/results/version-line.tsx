import type { ContractAnalysis } from '@bluebonnet/contracts';
import { formatDate, formatDateTime } from '@/lib/format';

/**
 * "Version 2 · updated Nov 20, 2026" for a contract analysed again into its record, with the earlier
 * versions' dates and risk scores; a first analysis shows when it was analysed.
 */
export function VersionLine({ analysis }: { analysis: ContractAnalysis }) {
  const version = analysis.version ?? 1;
  const versions = analysis.versions ?? [];
  if (version < 2) return <span className="text-sm text-slate-600">Analyzed {formatDateTime(analysis.createdAt)}</span>;
  return (
    <div className="text-sm text-slate-600">
      <span>
        Version {version} · updated {formatDate(analysis.analysedAt ?? analysis.createdAt)}
      </span>
      {versions.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-bonnet-700 hover:underline">
            Earlier versions ({versions.length})
          </summary>
          <ul aria-label="Earlier versions" className="mt-1 space-y-0.5">
            {versions.map((v) => (
              <li key={v.version}>
                Version {v.version} · analyzed {formatDate(v.analysedAt)} · risk score {v.riskScore}/100
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
