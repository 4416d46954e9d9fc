// Checks computed from the extracted terms alone (trec.md §4 compliance flags): the price adds up,
// the addenda the terms call for are there, the form was current on the Effective Date.
import type { AddendumKind } from './form-catalog';
import { addendumByKind } from './form-catalog';
import type { ContractForm } from './form-types';
import { formatCurrency, type CurrencyOptions } from '../format/currency';
import { isFormCurrentOn } from './form-versions';
import type { ContractTerms, Evidence, Finding } from './types';

const TREC_FAMILIES = new Set([
  'resale',
  'condo',
  'new-home-incomplete',
  'new-home-completed',
  'farm-and-ranch',
  'unimproved',
]);
const LEAD_PAINT_YEAR = 1978;
/** Amounts as the contract writes them: $425,000.00. */
const AS_WRITTEN: CurrencyOptions = { inCents: true, cents: 'always' };

function priceCheck(terms: ContractTerms): Finding[] {
  const { cashPortionCents: a, financingCents: b, salesPriceCents: c } = terms.price;
  if (!a || !c) return [];
  const financing = b?.value ?? 0;
  const sum = a.value + financing;
  const evidence = [a, b, c].flatMap((f) => (f ? [f.evidence] : []));
  const parts = `3A ${formatCurrency(a.value, AS_WRITTEN)} + 3B ${b ? formatCurrency(financing, AS_WRITTEN) : '(blank, read as $0.00)'}`;
  if (sum === c.value) {
    return [
      {
        code: 'sales-price-adds-up',
        severity: 'info',
        message: `${parts} = 3C ${formatCurrency(c.value, AS_WRITTEN)}.`,
        evidence,
      },
    ];
  }
  const off = formatCurrency(Math.abs(sum - c.value), AS_WRITTEN);
  return [
    {
      code: 'sales-price-mismatch',
      severity: 'error',
      message: `${parts} = ${formatCurrency(sum, AS_WRITTEN)}, but 3C states ${formatCurrency(c.value, AS_WRITTEN)} (off by ${off}). The Sales Price must be the sum of A and B.`,
      evidence,
    },
  ];
}

function has(terms: ContractTerms, form: ContractForm, kind: AddendumKind): boolean {
  return terms.checkedAddenda.some((a) => a.value === kind) || form.addenda.some((a) => a.kind === kind);
}

function addendaChecks(terms: ContractTerms, form: ContractForm): Finding[] {
  const out: Finding[] = [];
  const financing = terms.price.financingCents;
  const financed = ['third-party-financing', 'seller-financing', 'loan-assumption'] as const;
  if (financing && financing.value > 0 && !financed.some((k) => has(terms, form, k)) && !terms.financing.type) {
    out.push({
      code: 'financing-addendum-missing',
      severity: 'error',
      message: `3B states ${formatCurrency(financing.value, AS_WRITTEN)} of financing, but no financing addendum is checked or attached.`,
      evidence: [financing.evidence],
    });
  }
  const built = terms.leadPaint.yearBuilt;
  if (built && built.value < LEAD_PAINT_YEAR && !has(terms, form, 'lead-based-paint') && terms.kind !== 'listing') {
    out.push({
      code: 'lead-paint-addendum-missing',
      severity: 'error',
      message: `The home was built in ${built.value}, before ${LEAD_PAINT_YEAR}: federal law requires the lead-based paint disclosure addendum, and none is checked or attached.`,
      evidence: [built.evidence],
    });
  }
  const hoa = terms.hoa.mandatoryMembership;
  if (hoa?.value && TREC_FAMILIES.has(terms.family) && terms.family !== 'condo' && !has(terms, form, 'hoa')) {
    out.push({
      code: 'hoa-addendum-missing',
      severity: 'warning',
      message:
        'The Property is subject to a mandatory owners association (¶6E(2)), but the HOA addendum is not checked or attached.',
      evidence: [hoa.evidence],
    });
  }
  for (const checked of terms.checkedAddenda) {
    const addendum = addendumByKind(checked.value);
    if (!addendum.title || form.addenda.some((a) => a.kind === checked.value)) continue;
    out.push({
      code: 'addendum-not-in-text',
      severity: 'info',
      message: `¶22 lists the ${addendum.name} as part of the contract, but its text is not in what was read, so its terms are unknown.`,
      evidence: [checked.evidence],
    });
  }
  return out;
}

function optionCheck(terms: ContractTerms): Finding[] {
  const { feeCents: fee, days } = terms.option;
  if (!TREC_FAMILIES.has(terms.family) || (fee && fee.value > 0)) return [];
  const evidence: Evidence[] = [fee, days].flatMap((f) => (f ? [f.evidence] : []));
  const why = fee ? 'The Option Fee is $0.00' : 'No Option Fee is stated';
  return [
    {
      code: 'no-option-right',
      severity: days ? 'warning' : 'info',
      message: `${why}, so Buyer has no unrestricted right to terminate (¶5D)${days ? `, even though ${days.value} option days are written in ¶5B` : ''}.`,
      evidence,
    },
  ];
}

function currencyChecks(terms: ContractTerms, form: ContractForm): Finding[] {
  const effective = terms.effectiveDate;
  if (!effective || form.publisher !== 'TREC') return [];
  const versions = [
    ...(form.version ? [{ version: form.version, evidence: form.evidence }] : []),
    ...form.addenda.flatMap((a) => (a.version ? [{ version: a.version, evidence: [a.evidence] }] : [])),
  ];
  return versions.flatMap(({ version, evidence }): Finding[] => {
    const result = isFormCurrentOn(version, effective.value);
    const all = [...evidence, effective.evidence];
    if (result.status === 'outdated')
      return [{ code: 'form-outdated', severity: 'error', message: result.reason, evidence: all }];
    if (result.status === 'not-yet-published') {
      return [{ code: 'form-not-yet-published', severity: 'warning', message: result.reason, evidence: all }];
    }
    if (result.status === 'unknown')
      return [{ code: 'form-currency-unknown', severity: 'info', message: result.reason, evidence: all }];
    return [];
  });
}

export function findingsFor(terms: ContractTerms, form: ContractForm): Finding[] {
  const trec = TREC_FAMILIES.has(terms.family);
  return [
    ...(trec ? priceCheck(terms) : []),
    ...addendaChecks(terms, form),
    ...optionCheck(terms),
    ...currencyChecks(terms, form),
  ];
}
