import type { UseFormReturn } from 'react-hook-form';
import { LoaderCircle, MapPin } from 'lucide-react';
import type { InvestmentDefaults } from '@bluebonnet/contracts';
import { formatPercent } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { sourceText } from '../format';
import type { InvestmentFormInput, InvestmentFormValues } from '../investment-form-schema';
import { bedroomOptions } from '../labels';
import type { useAreaData } from './use-area-data';

type AreaDataFieldsProps = {
  form: UseFormReturn<InvestmentFormInput, unknown, InvestmentFormValues>;
  areaData: ReturnType<typeof useAreaData>;
};

/** Where the property is: the ZIP and bedrooms that let the tool suggest rent, rate and taxes from dated data. */
export function AreaDataFields({ form, areaData }: AreaDataFieldsProps) {
  const { errors } = form.formState;
  const { area, pending, fill } = areaData;
  return (
    <fieldset className="rounded-xl border border-bonnet-100 bg-bonnet-50/50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Property location (optional)</legend>
      <p className="text-xs text-slate-600">
        With a ZIP, rent, interest rate and taxes can be filled from dated area data, and fields you leave blank are
        filled from it too.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-4">
        <TextField
          label="ZIP"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="75214"
          error={errors.zip?.message}
          {...form.register('zip')}
        />
        <SelectField
          label="Bedrooms"
          placeholder="Not specified"
          options={bedroomOptions}
          error={errors.bedrooms?.message}
          {...form.register('bedrooms')}
        />
      </div>
      <div className="mt-3">
        <Button variant="secondary" onClick={fill} disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <MapPin aria-hidden />}
          {pending ? 'Loading area data...' : 'Fill from area data'}
        </Button>
      </div>
      {area && <AreaSummary area={area} />}
    </fieldset>
  );
}

/** Which place the suggestions are for, and the price trend the projection will use. */
function AreaSummary({ area }: { area: InvestmentDefaults }) {
  const trend = area.appreciationRate;
  return (
    <div role="status" className="mt-3 space-y-1 text-xs text-slate-700">
      <p>
        Area data for <span className="font-semibold">{area.place ?? `ZIP ${area.zip}`}</span>.
      </p>
      <p>
        {trend
          ? `Price trend used in the projection: ${formatPercent(trend.value, { points: true, space: false, signed: true })} a year (${sourceText(trend)}).`
          : 'Price trend: no data for this ZIP.'}
      </p>
    </div>
  );
}
