// HOA Addendum (TREC 36) ¶A and the Lead-Based Paint Addendum (OP-L / 56) ¶C.
import { textAt, search, viewOf } from './match';
import { chosen, daysInOption, options, type TrecContext } from './trec-context';
import type { Region } from './text-lines';
import type { Field, HoaClause } from './types';

const HOA = 'HOA Addendum (TREC 36)';

export function readHoaAddendum(ctx: TrecContext, region: Region): Omit<HoaClause, 'mandatoryMembership'> {
  const view = viewOf(ctx.doc, region);
  const list = options(view, (label) => /^(?:[1-4]\.\s|does\b)/i.test(label));
  const subdivisionInformation = chosen(ctx.doc, list, [
    { label: /^1\.\s*Within/i, value: 'seller-delivers' as const, paragraph: `${HOA} ¶A(1)` },
    { label: /^2\.\s*Within/i, value: 'buyer-obtains' as const, paragraph: `${HOA} ¶A(2)` },
    { label: /^3\.\s*Buyer\s+has\s+received/i, value: 'already-received' as const, paragraph: `${HOA} ¶A(3)` },
    { label: /^4\.\s*Buyer\s+does\s+not\s+require/i, value: 'not-required' as const, paragraph: `${HOA} ¶A(4)` },
  ]);
  const withDays = list.find((o) => o.checked && /^[12]\.\s*Within/i.test(o.label));
  const updated =
    subdivisionInformation?.value === 'already-received'
      ? chosen(ctx.doc, list, [
          { label: /^does\s+not\s+require/i, value: false, paragraph: `${HOA} ¶A(3)` },
          { label: /^does\b/i, value: true, paragraph: `${HOA} ¶A(3)` },
        ])
      : null;
  return {
    association: textAt(
      view,
      /\(Street\s+Address\s+and\s+City\)([\s\S]{0,300}?)\(Name\s+of\s+Property\s+Owners\s+Association/,
      HOA,
    ),
    subdivisionInformation,
    days: withDays
      ? daysInOption(ctx.doc, withDays, /Within([\s\S]{0,80}?)days/i, subdivisionInformation?.evidence.paragraph ?? HOA)
      : null,
    updatedResaleCertificate: updated,
  };
}

export function readLeadPaintAddendum(ctx: TrecContext, region: Region): Field<boolean> {
  const view = viewOf(ctx.doc, region);
  const start = search(view, /BUYER['’]S\s+RIGHTS/);
  const end = search(view, /BUYER['’]S\s+ACKNOWLEDGMENT/);
  if (!start) return null;
  const rights = viewOf(ctx.doc, { start: start.start, end: end?.start ?? region.end });
  return chosen(
    ctx.doc,
    options(rights, (label) => /^[12]\.\s/.test(label)),
    [
      { label: /^1\.\s*Buyer\s+waives/i, value: false, paragraph: 'Lead-Based Paint Addendum ¶C(1)' },
      { label: /^2\.\s*Within\s+ten\s+days/i, value: true, paragraph: 'Lead-Based Paint Addendum ¶C(2)' },
    ],
  );
}
