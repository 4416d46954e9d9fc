// Reads a TREC contract and the addenda pasted with it into ContractTerms.
import { readFinancingAddendum } from './addendum-financing';
import { readHoaAddendum, readLeadPaintAddendum } from './addendum-hoa-lead';
import { emptyTerms } from './empty-terms';
import type { ContractForm } from './form-types';
import { splitParts } from './sections';
import type { Doc, Region } from './text-lines';
import { trecCheckedAddenda } from './trec-checklist';
import {
  trecClosingDate,
  trecConstruction,
  trecEffectiveDate,
  trecPossession,
  trecRepairs,
  trecDisclosureNotice,
  trecSpecialProvisions,
} from './trec-condition-closing';
import { trecCondo } from './trec-condo';
import { trecContext, type TrecContext } from './trec-context';
import { trecParties, trecProperty } from './trec-parties-property';
import { trecEarnestMoney, trecFinancingBox, trecOption, trecPrice } from './trec-price-money';
import { trecMandatoryHoa, trecNaturalResourceLeases, trecSurvey, trecTitle } from './trec-title-survey';
import type { ContractTerms, FinancingClause } from './types';
import { yearBuilt } from './year-built';

/** The paragraph holding an offset: '11' inside ¶11, an addendum's name inside an addendum. */
function paragraphLabeller(ctx: TrecContext, addenda: { kind: string; region: Region }[]) {
  return (offset: number): string => {
    for (const [n, region] of ctx.paras) if (offset >= region.start && offset < region.end) return String(n);
    const addendum = addenda.find((a) => offset >= a.region.start && offset < a.region.end);
    return addendum ? `Addendum (${addendum.kind})` : 'text';
  };
}

function financing(ctx: TrecContext, terms: ContractTerms, tpfa: Region | undefined): FinancingClause {
  if (tpfa) return readFinancingAddendum(ctx, tpfa);
  const box = ctx.main.end > ctx.main.start ? trecFinancingBox(ctx) : null;
  const none = terms.price.financingCents?.value === 0 ? terms.price.financingCents : null;
  // "Cash" is computed, not assumed: ¶3B states $0, or is blank while 3A equals 3C.
  const { cashPortionCents: a, financingCents: b, salesPriceCents: c } = terms.price;
  const cashByTotals = b === null && a !== null && c !== null && a.value > 0 && a.value === c.value ? c : null;
  const cash = none ?? cashByTotals;
  return {
    ...terms.financing,
    type: box ?? (cash ? { value: 'cash', evidence: cash.evidence } : null),
  };
}

export function extractTrec(doc: Doc, form: ContractForm): ContractTerms {
  const parts = splitParts(doc);
  const ctx = trecContext(doc, form.family, parts.main ?? { start: 0, end: 0 });
  const part = (kind: string) => parts.addenda.find((a) => a.kind === kind)?.region;
  const terms = emptyTerms(form);
  if (parts.main) {
    const checklist = trecCheckedAddenda(ctx);
    Object.assign(terms, {
      parties: trecParties(ctx),
      property: trecProperty(ctx),
      price: trecPrice(ctx),
      earnestMoney: trecEarnestMoney(ctx),
      option: trecOption(ctx),
      title: trecTitle(ctx),
      survey: trecSurvey(ctx),
      naturalResourceLeases: trecNaturalResourceLeases(ctx),
      sellersDisclosure: trecDisclosureNotice(ctx, 'B'),
      waterDisclosure: trecDisclosureNotice(ctx, 'I'),
      repairs: trecRepairs(ctx),
      condo: trecCondo(ctx),
      construction: trecConstruction(ctx),
      closingDate: trecClosingDate(ctx),
      possession: trecPossession(ctx),
      specialProvisions: trecSpecialProvisions(ctx),
      checkedAddenda: checklist.checked,
      otherAddenda: checklist.other,
      effectiveDate: trecEffectiveDate(ctx),
    } satisfies Partial<ContractTerms>);
  }
  terms.financing = financing(ctx, terms, part('third-party-financing'));
  const hoaPart = part('hoa');
  terms.hoa = {
    ...terms.hoa,
    ...(hoaPart ? readHoaAddendum(ctx, hoaPart) : {}),
    mandatoryMembership: parts.main ? trecMandatoryHoa(ctx) : null,
  };
  const leadPart = part('lead-based-paint');
  terms.leadPaint = {
    yearBuilt: yearBuilt(doc, paragraphLabeller(ctx, parts.addenda)),
    inspection: leadPart ? readLeadPaintAddendum(ctx, leadPart) : null,
  };
  return terms;
}
