import type { InvestmentAssumption } from '@bluebonnet/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import type { Option } from '@/components/ui/select-field';
import { rate } from './format';

const optionList = (values: readonly number[], label: (v: number) => string): Option[] =>
  values.map((v) => ({ value: String(v), label: label(v) }));

export const loanTermOptions = (values: readonly number[]) => optionList(values, (v) => `${v} years`);
export const rateOptions = (values: readonly number[]) => optionList(values, rate);

/** Bedrooms for the rent suggestion: studio to five. */
export const bedroomOptions: Option[] = [0, 1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: n === 0 ? 'Studio' : `${n} ${n === 1 ? 'bedroom' : 'bedrooms'}`,
}));

export const originLabels: Record<InvestmentAssumption['origin'], string> = {
  you: 'You entered',
  table: 'Area data',
  none: 'No data',
};

export const originTones: Record<InvestmentAssumption['origin'], BadgeTone> = {
  you: 'neutral',
  table: 'brand',
  none: 'warning',
};
