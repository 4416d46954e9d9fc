import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PencilLine } from 'lucide-react';
import { z } from 'zod';
import {
  ENTERABLE_TERMS,
  updateContractTermsRequest,
  type ContractAnalysis,
  type EnterableTerm,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { NumberField, parseNumberInput } from '@/components/ui/number-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useUpdateContractTerms } from '../../../api';
import { formatDueDate, paragraphLabel } from '../../../format';

/** The engine's name for each enterable term (MissingTerm.term). */
const ENGINE_TERM: Record<EnterableTerm, string> = {
  effectiveDate: 'effectiveDate',
  closingDate: 'closingDate',
  titleObjectionDays: 'title.objectionDays',
  optionDays: 'option.days',
};
const LABELS: Record<EnterableTerm, string> = {
  effectiveDate: 'Effective Date',
  closingDate: 'Closing date',
  titleObjectionDays: 'Title objection days',
  optionDays: 'Option period days',
};
const DATES: readonly EnterableTerm[] = ['effectiveDate', 'closingDate'];

// Blank boxes are not sent: the request then holds only what the agent typed, checked by its own schema.
const formSchema = z
  .object({
    effectiveDate: z.unknown().optional(),
    closingDate: z.unknown().optional(),
    titleObjectionDays: z.unknown().optional(),
    optionDays: z.unknown().optional(),
  })
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== '')))
  .pipe(updateContractTermsRequest);
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

type Change = { key: string; title: string; date: string };

/** Deadlines that got a date, or a new one, from the update: what the agent came for. */
function newDates(before: ContractAnalysis, after: ContractAnalysis): Change[] {
  const old = new Map(before.deadlines.map((d) => [d.key, d.dueDate]));
  return after.deadlines.flatMap((d) =>
    d.dueDate && old.get(d.key) !== d.dueDate ? [{ key: d.key, title: d.title, date: d.dueDate }] : [],
  );
}

/**
 * "Fill in missing terms": the blanks the deadlines need (and any entered before, to correct), entered
 * on the saved analysis; the server computes the deadlines again and the new dates are listed here.
 */
export function FillMissingTerms({ analysis }: { analysis: ContractAnalysis }) {
  const missing = new Map((analysis.missingTerms ?? []).map((m) => [m.term, m]));
  const entered = analysis.enteredTerms ?? {};
  const fields = ENTERABLE_TERMS.filter((f) => missing.has(ENGINE_TERM[f]) || entered[f] !== undefined);
  const update = useUpdateContractTerms();
  const [changes, setChanges] = useState<Change[] | null>(null);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: Object.fromEntries(fields.map((f) => [f, entered[f] ?? ''])),
  });
  if (fields.length === 0) return null;
  const { errors } = form.formState;
  // "Enter at least one term." belongs to no field: the resolver files it under the empty name.
  const formError = (errors as Record<string, { message?: string } | undefined>)['']?.message;

  const onSubmit = form.handleSubmit((body) => {
    update.mutate(
      { id: analysis.id, body },
      {
        onSuccess: (after) => {
          setChanges(newDates(analysis, after));
          toast({ title: 'Deadlines Updated', description: 'The deadlines were computed again with your terms.' });
        },
        onError: (err) => {
          applyServerIssues(form.setError, err, fields);
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update the terms'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const describe = (f: EnterableTerm) => {
    const m = missing.get(ENGINE_TERM[f]);
    if (m) return `${paragraphLabel(m.paragraph)} is blank${m.blocks ? `; needed for: ${m.blocks}` : ''}.`;
    return 'Entered by you.';
  };

  return (
    <section aria-labelledby={`fill-terms-${analysis.id}`} className="mt-5 rounded-lg border border-bonnet-200 p-3">
      <h4 id={`fill-terms-${analysis.id}`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <PencilLine aria-hidden className="size-4 text-bonnet-700" />
        Fill in missing terms
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        Enter what the contract leaves blank to date the deadlines that wait for it. This does not change the contract:
        have both parties initial the change or sign an amendment.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        {fields.map((f) =>
          DATES.includes(f) ? (
            <TextField
              key={f}
              type="date"
              label={LABELS[f]}
              description={describe(f)}
              error={errors[f]?.message}
              {...form.register(f)}
            />
          ) : (
            <NumberField
              key={f}
              inputMode="numeric"
              suffix="days"
              label={LABELS[f]}
              description={describe(f)}
              error={errors[f]?.message}
              {...form.register(f, { setValueAs: parseNumberInput })}
            />
          ),
        )}
        {formError && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {formError}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update deadlines'}
          </Button>
        </div>
      </form>
      {changes && (
        <div role="status" className="mt-3 text-sm">
          {changes.length === 0 ? (
            <p className="text-slate-700">No deadline got a new date.</p>
          ) : (
            <>
              <p className="font-medium text-slate-900">New dates:</p>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {changes.map((c) => (
                  <li key={c.key}>
                    {c.title}: <time dateTime={c.date}>{formatDueDate(c.date)}</time>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
