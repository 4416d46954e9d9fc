// ¶4C Natural Resource Leases and ¶6 Title Policy and Survey of a TREC contract.
import type { CivilDate } from '../deadlines/civil-date';
import { findDate } from './dates';
import { foundAt } from './evidence';
import { daysAt, search, textAt, viewOf } from './match';
import { numberedLabel } from './checkboxes';
import { chosen, daysInOption, letterView, options, paraView, type TrecContext } from './trec-context';
import type { Field, HoaClause, NaturalResourceLeasesClause, SurveyClause, TitleClause } from './types';

const WITHIN_DAYS = /Within([\s\S]{0,80}?)days/i;

export function trecNaturalResourceLeases(ctx: TrecContext): NaturalResourceLeasesClause {
  const list = options(letterView(ctx, 4, 'C'), numberedLabel);
  const delivered = chosen(ctx.doc, list, [
    { label: /^\(1\)\s*Seller\s+has\s+delivered/i, value: true, paragraph: '4C(1)' },
    { label: /^\(2\)\s*Seller\s+has\s+not\s+delivered/i, value: false, paragraph: '4C(2)' },
  ]);
  const second = list.find((o) => /^\(2\)/.test(o.label));
  const days = daysInOption(
    ctx.doc,
    second,
    /terminate\s+the\s+contract\s+within([\s\S]{0,80}?)days\s+after\s+the\s+date/i,
    '4C(2)',
  );
  return { delivered, terminationDays: delivered?.value === false ? days : null };
}

export function trecTitle(ctx: TrecContext): TitleClause {
  const view = paraView(ctx, 6);
  const payer = search(view, /furnish\s+to\s+Buyer\s+at([\s\S]{0,60}?)expense/);
  const policyPaidBy = payer
    ? chosen(ctx.doc, options(viewOf(ctx.doc, payer)), [
        { label: /^Seller/i, value: 'seller' as const, paragraph: '6A' },
        { label: /^Buyer/i, value: 'buyer' as const, paragraph: '6A' },
      ])
    : null;
  return {
    company: textAt(view, /issued\s+by\s+([\s\S]{0,200}?)\(Title\s+Company\)/, '6A'),
    policyPaidBy,
    objectionDays: daysAt(
      view,
      /\(ii\)([\s\S]{0,80}?)days\s+after\s+Buyer\s+receives/,
      ctx.family === 'condo' ? '6C' : '6D',
    ),
    contractReceivedDate: contractReceipt(ctx),
  };
}

/** Date written on the Contract Receipt (the values line sits above the "Escrow Agent … Date" captions). */
function contractReceipt(ctx: TrecContext): Field<CivilDate> {
  const hit = search(
    viewOf(ctx.doc, ctx.main),
    /CONTRACT\s+RECEIPT\s+Receipt\s+of\s+the\s+Contract\s+is\s+acknowledged\.([\s\S]{0,400}?)Escrow\s+Agent/,
  );
  const blank = hit?.groups[0];
  const date = blank ? findDate(blank.text) : null;
  if (!blank || !date) return null;
  const at = blank.start + date.index;
  const lineStart = ctx.doc.text.lastIndexOf('\n', at) + 1;
  return foundAt(ctx.doc, date.date, lineStart, at + date.length, 'Contract Receipt');
}

export function trecSurvey(ctx: TrecContext): SurveyClause {
  if (ctx.family === 'condo') return { choice: null, days: null };
  const list = options(letterView(ctx, 6, 'C'), numberedLabel);
  const choice = chosen(ctx.doc, list, [
    { label: /^\(1\)/, value: 'seller-existing' as const, paragraph: '6C(1)' },
    { label: /^\(2\)/, value: 'buyer-new' as const, paragraph: '6C(2)' },
    { label: /^\(3\)/, value: 'seller-new' as const, paragraph: '6C(3)' },
    { label: /^\(4\)/, value: 'not-required' as const, paragraph: '6C(4)' },
  ]);
  const option = list.find((o) => o.checked && /^\([123]\)/.test(o.label));
  return { choice, days: choice ? daysInOption(ctx.doc, option, WITHIN_DAYS, choice.evidence.paragraph) : null };
}

/** ¶6E(2): "The Property [ ] is [ ] is not subject to mandatory membership in a property owners association". */
export function trecMandatoryHoa(ctx: TrecContext): HoaClause['mandatoryMembership'] {
  if (ctx.family === 'condo') {
    const view = letterView(ctx, 2, 'C');
    const hit = search(view, /condominium\s+owners\s+association\s+\(the\s+Association\)/);
    return hit ? foundAt(ctx.doc, true, hit.start, hit.end, '2C') : null;
  }
  const hit = search(paraView(ctx, 6), /The\s+Property([\s\S]{0,60}?)subject\s+to\s+mandatory\s+membership/);
  if (!hit) return null;
  return chosen(ctx.doc, options(viewOf(ctx.doc, hit)), [
    { label: /^is\s+not\b/i, value: false, paragraph: '6E(2)' },
    { label: /^is\b/i, value: true, paragraph: '6E(2)' },
  ]);
}
