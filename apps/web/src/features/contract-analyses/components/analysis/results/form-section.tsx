import { CircleCheck, FileSearch, CircleAlert } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { EvidenceQuote } from '../../shared/evidence-quote';
import { ResultSection } from '../../shared/result-section';

/** The TREC form and version found in the text, with a warning when that version was not current. */
export function FormSection({ form }: { form: ContractAnalysis['form'] }) {
  const number = [form.formNumber && `TREC ${form.formNumber}`, form.version && `version ${form.version}`]
    .filter(Boolean)
    .join(', ');
  return (
    <ResultSection title="Detected Form" icon={FileSearch}>
      <p className="font-semibold text-slate-900">{form.name}</p>
      {number && <p className="text-sm text-slate-600">{number}</p>}
      <div className="mt-3">
        {form.currentOnEffectiveDate === true && (
          <Badge tone="success">
            <CircleCheck aria-hidden className="size-3.5" />
            Current version on the Effective Date
          </Badge>
        )}
        {form.currentOnEffectiveDate === false && (
          <div role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-semibold">Not the current form version on the Effective Date.</span>{' '}
              {form.currentVersionNote}
            </p>
          </div>
        )}
        {form.currentOnEffectiveDate === null && (
          <p className="text-sm text-slate-600">
            {form.currentVersionNote ?? 'Whether this version was current on the Effective Date could not be checked.'}
          </p>
        )}
      </div>
      {form.addenda.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">Addenda found</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {form.addenda.map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <EvidenceQuote evidence={form.evidence} />
    </ResultSection>
  );
}
