import { TREC_FORMS, type FormFamily, type TrecForm } from './input-types';

const FAMILY_BY_NUMBER: Readonly<Record<string, FormFamily>> = {
  '20': 'resale',
  '30': 'condo',
  '23': 'new-home-incomplete',
  '24': 'new-home-completed',
  '25': 'farm-and-ranch',
  '9': 'unimproved',
};

export function isTrecForm(value: unknown): value is TrecForm {
  return typeof value === 'string' && (TREC_FORMS as readonly string[]).includes(value);
}

/** '20-18' → 'resale'. */
export function formFamily(form: TrecForm): FormFamily {
  const family = FAMILY_BY_NUMBER[form.split('-')[0] ?? ''];
  if (!family) throw new RangeError(`unknown TREC form "${form}"`);
  return family;
}
