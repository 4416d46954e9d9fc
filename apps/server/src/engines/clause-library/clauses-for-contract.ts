// Protective clauses for an analysed contract: its gaps become needs, each answered by the first
// library entry for that need and contract type.
import type { GeneratedClause } from '@bluebonnet/contracts';
import type { ContractForm, ContractTerms } from '@bluebonnet/domain';
import type { ClauseNeed } from './clause-types';
import { CLAUSE_LIBRARY } from './library';

const MAX = 6;
const LEAD_PAINT_YEAR = 1978;

const has = (terms: ContractTerms, form: ContractForm, kind: string) =>
  form.addenda.some((a) => a.kind === kind) || terms.checkedAddenda.some((a) => a.value === kind);

// TREC addenda attach only to TREC contracts; a plain-language agreement's own paragraphs govern.
const TREC_ONLY: ReadonlySet<ClauseNeed> = new Set(['financing', 'appraisal-termination', 'hoa', 'survey']);

function purchaseNeeds(terms: ContractTerms, form: ContractForm): ClauseNeed[] {
  const needs: ClauseNeed[] = [];
  const built = terms.leadPaint.yearBuilt?.value;
  if (built !== undefined && built < LEAD_PAINT_YEAR && !has(terms, form, 'lead-based-paint')) needs.push('lead-paint');
  const financed = (terms.price.financingCents?.value ?? 0) > 0 || !!terms.financing.loanAmountCents;
  const loan = terms.financing.type?.value;
  if (financed && !has(terms, form, 'third-party-financing')) needs.push('financing');
  // TREC 49-1 is not for FHA or VA loans (trec.md §2.6).
  if (financed && loan !== 'fha' && loan !== 'va' && !has(terms, form, 'lenders-appraisal'))
    needs.push('appraisal-termination');
  if (terms.hoa.mandatoryMembership?.value && form.family !== 'condo' && !has(terms, form, 'hoa')) needs.push('hoa');
  if (!terms.option.feeCents || terms.option.feeCents.value === 0) needs.push('inspection');
  if (terms.repairs.acceptance?.value === 'as-is-with-repairs') needs.push('repairs');
  if (!terms.survey.choice && form.family !== 'condo') needs.push('survey');
  const provisions = terms.specialProvisions?.value.toLowerCase() ?? '';
  if (!financed && terms.price.salesPriceCents && !provisions.includes('proof of funds')) needs.push('cash');
  return form.publisher === 'TREC' ? needs : needs.filter((n) => !TREC_ONLY.has(n));
}

function needsFor(terms: ContractTerms, form: ContractForm): ClauseNeed[] {
  if (form.kind === 'lease')
    return [
      'pets',
      'maintenance',
      'early-termination',
      ...(terms.lease?.securityDepositCents ? [] : (['security-deposit'] as const)),
    ];
  if (form.kind === 'listing') {
    const long = (terms.listing?.protectionPeriodDays?.value ?? 0) > 180;
    return ['marketing', 'showings', 'early-termination', ...(long ? (['protection-period'] as const) : [])];
  }
  return purchaseNeeds(terms, form);
}

export function clausesForContract(terms: ContractTerms, form: ContractForm): GeneratedClause[] {
  const kind = form.kind === 'unknown' ? 'purchase' : form.kind;
  return needsFor(terms, form)
    .flatMap((need) => CLAUSE_LIBRARY.find((e) => e.contractTypes.includes(kind) && e.needs.includes(need)) ?? [])
    .slice(0, MAX)
    .map((e) => ({
      type: e.type,
      clause: e.clause,
      purpose: e.purpose,
      placement: e.placement,
      negotiability: e.negotiability,
    }));
}
