import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Calculator, LoaderCircle } from 'lucide-react';
import { loanTerms, maintenanceRates, vacancyRates, type InvestmentResult } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { MoneyField, NumberField, parseNumberInput } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import type { useAnalyzeInvestment } from '../api';
import { ANALYSIS_FAILED_TOAST, MISSING_FIELDS_TOAST } from '../constants';
import {
  investmentFields,
  investmentFormDefaults,
  investmentFormSchema,
  isMissingMessage,
  type InvestmentFormInput,
  type InvestmentFormValues,
} from '../investment-form-schema';
import { loanTermOptions, rateOptions } from '../labels';
import { AreaDataFields } from './area-data-fields';
import { useAreaData } from './use-area-data';

/** The missing price or rent is a toast (spec §5); any other problem shows by its field. */
function shown(error: { message?: unknown } | undefined): string | undefined {
  const message = error?.message;
  return typeof message === 'string' && !isMissingMessage(message) ? message : undefined;
}

type InvestmentFormProps = {
  analyze: ReturnType<typeof useAnalyzeInvestment>;
  onAnalyzed: (result: InvestmentResult, request: InvestmentFormValues) => void;
};

/** Spec §2.8 inputs with the §9 defaults, plus the ZIP and bedrooms that let the server fill the rest. */
export function InvestmentForm({ analyze, onAnalyzed }: InvestmentFormProps) {
  const form = useForm<InvestmentFormInput, unknown, InvestmentFormValues>({
    resolver: zodResolver(investmentFormSchema),
    defaultValues: investmentFormDefaults,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const areaData = useAreaData(form);
  const number = { setValueAs: parseNumberInput };

  const onSubmit = form.handleSubmit(
    (request) =>
      analyze.mutate(request, {
        onSuccess: (result) => onAnalyzed(result, request),
        onError: (err) => {
          if (applyServerIssues(form.setError, err, investmentFields)) return;
          toast({ ...ANALYSIS_FAILED_TOAST, variant: 'destructive' });
        },
      }),
    (invalid) => {
      if ([invalid.propertyPrice, invalid.monthlyRent].some((e) => isMissingMessage(e?.message))) {
        toast({ ...MISSING_FIELDS_TOAST, variant: 'destructive' });
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Analyze an investment property" className="space-y-6">
      <AreaDataFields form={form} areaData={areaData} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Purchase and loan</legend>
        <MoneyField
          label="Property Price"
          required
          placeholder="350,000"
          error={shown(errors.propertyPrice)}
          {...form.register('propertyPrice', number)}
        />
        <MoneyField
          label="Down Payment"
          placeholder="70,000"
          description="Left blank: nothing down (the whole price financed)."
          error={shown(errors.downPayment)}
          {...form.register('downPayment', number)}
        />
        <SelectField
          label="Loan Term"
          options={loanTermOptions(loanTerms)}
          error={shown(errors.loanTerm)}
          {...form.register('loanTerm')}
        />
        <NumberField
          label="Interest Rate (%)"
          suffix="%"
          placeholder="6.5"
          description={areaData.noteFor('interestRate') ?? 'Left blank: the latest 30-year average (Freddie Mac PMMS).'}
          error={shown(errors.interestRate)}
          {...form.register('interestRate', number)}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Income and costs</legend>
        <MoneyField
          label="Monthly Rent"
          required
          placeholder="2,400"
          description={areaData.noteFor('monthlyRent')}
          error={shown(errors.monthlyRent)}
          {...form.register('monthlyRent', number)}
        />
        <MoneyField
          label="Annual Property Taxes"
          placeholder="7,000"
          description={
            areaData.noteFor('propertyTaxes') ?? 'Left blank: the local tax rate × the price when the ZIP is known.'
          }
          error={shown(errors.propertyTaxes)}
          {...form.register('propertyTaxes', number)}
        />
        <MoneyField
          label="Annual Insurance"
          placeholder="2,200"
          description="Left blank: counted as $0 and flagged in the assumptions."
          error={shown(errors.insurance)}
          {...form.register('insurance', number)}
        />
        <SelectField
          label="Maintenance Rate"
          description="Of the price, per year."
          options={rateOptions(maintenanceRates)}
          error={shown(errors.maintenanceRate)}
          {...form.register('maintenanceRate')}
        />
        <SelectField
          label="Vacancy Rate"
          description="Of the rent, lost to empty months."
          options={rateOptions(vacancyRates)}
          error={shown(errors.vacancyRate)}
          {...form.register('vacancyRate')}
        />
      </fieldset>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={analyze.isPending}
        aria-busy={analyze.isPending}
      >
        {analyze.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Calculator aria-hidden />}
        {analyze.isPending ? 'Analyzing...' : 'Analyze Investment'}
      </Button>
    </form>
  );
}
