import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { investmentDefaultsQuery, type InvestmentAssumption, type InvestmentDefaults } from '@bluebonnet/contracts';
import { parseNumberInput } from '@/components/ui/number-field';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useAreaDefaults } from '../api';
import { AREA_DATA_FAILED_TOAST } from '../constants';
import { money, rate, sourceText } from '../format';
import type { InvestmentFormInput, InvestmentFormValues } from '../investment-form-schema';

type Form = UseFormReturn<InvestmentFormInput, unknown, InvestmentFormValues>;

/** The boxes area data can fill, the suggestion each takes, and what the label under it says. */
const FILLABLE = {
  monthlyRent: { from: 'suggestedRent', show: money, hint: 'edit if you know the actual rent' },
  interestRate: { from: 'interestRate', show: rate, hint: 'edit if your lender quoted a rate' },
  propertyTaxes: { from: 'propertyTaxes', show: money, hint: 'edit if you know the actual tax bill' },
} as const satisfies Record<string, { from: keyof InvestmentDefaults; show: (v: number) => string; hint: string }>;
export type FillableField = keyof typeof FILLABLE;
const fillable = Object.keys(FILLABLE) as FillableField[];

const sameNumber = (typed: unknown, value: number) => parseNumberInput(typed) === value;

/**
 * "Fill from area data": asks for the ZIP's suggestions and puts each into its box when the box is empty
 * or still holds the last suggestion (a figure the agent typed is kept). `noteFor` is the line under a box.
 */
export function useAreaData(form: Form) {
  const defaults = useAreaDefaults();
  const [area, setArea] = useState<InvestmentDefaults | null>(null);
  // Taxes are the local rate times the price: without a price there is no tax figure to suggest.
  const [askedWithPrice, setAskedWithPrice] = useState(false);
  const current = useWatch({ control: form.control, name: fillable });

  function suggestion(data: InvestmentDefaults | null, field: FillableField): InvestmentAssumption | null {
    return data ? data[FILLABLE[field].from] : null;
  }

  function fill() {
    const { zip, bedrooms, propertyPrice } = form.getValues();
    const parsed = investmentDefaultsQuery.safeParse({
      zip,
      bedrooms: bedrooms === '' ? undefined : bedrooms,
      // Taxes are the local rate times the price, so the price goes along when it reads as one.
      propertyPrice: parseNumberInput(propertyPrice) || undefined,
    });
    if (!parsed.success) {
      const zipIssue = parsed.error.issues.find((issue) => issue.path[0] === 'zip');
      form.setError('zip', { message: zipIssue?.message ?? 'ZIP must be 5 digits' }, { shouldFocus: true });
      return;
    }
    form.clearErrors('zip');
    const query = parsed.data;
    defaults.mutate(query, {
      onSuccess: (data) => {
        for (const field of fillable) {
          const next = suggestion(data, field);
          const previous = suggestion(area, field);
          const typed = form.getValues(field);
          const untouched = typed === '' || typed === undefined || (previous && sameNumber(typed, previous.value));
          if (next && untouched) form.setValue(field, String(next.value), { shouldDirty: true });
        }
        form.clearErrors(fillable);
        setArea(data);
        setAskedWithPrice(query.propertyPrice !== undefined);
      },
      onError: (err) => {
        if (applyServerIssues(form.setError, err, ['zip', 'bedrooms'])) return;
        toast({ ...AREA_DATA_FAILED_TOAST, variant: 'destructive' });
      },
    });
  }

  /** The label under a fillable box once area data was asked for; undefined before. */
  function noteFor(field: FillableField): string | undefined {
    if (!area) return undefined;
    const s = suggestion(area, field);
    if (!s && field === 'propertyTaxes' && !askedWithPrice) {
      return 'Enter the property price and fill again: taxes are the local rate × the price';
    }
    if (!s) return 'No data for this ZIP';
    const { show, hint } = FILLABLE[field];
    const typed = current[fillable.indexOf(field)];
    if (sameNumber(typed, s.value)) return `${sourceText(s)} — ${hint}`;
    return `Area data suggests ${show(s.value)} (${sourceText(s)}); your figure is used`;
  }

  return { fill, area, noteFor, pending: defaults.isPending };
}
