// ¶7 Property Condition, ¶9 Closing, ¶10 Possession, ¶11 Special Provisions and the execution line.
import type { CivilDate } from '../deadlines/civil-date';
import { trecBlankDate } from './dates';
import { foundAt } from './evidence';
import { daysAt, search, textAt, viewOf, type View } from './match';
import { numberedLabel } from './checkboxes';
import { chosen, daysInOption, letterView, options, paraView, type TrecContext } from './trec-context';
import { cleanBlank } from './text-lines';
import type { Field, RepairsClause, DisclosureNoticeClause, ContractTerms } from './types';

/** ¶7B (Seller's Disclosure Notice) and 20-19 ¶7I (Seller's Water Disclosure) share one shape. */
export function trecDisclosureNotice(ctx: TrecContext, letter: 'B' | 'I'): DisclosureNoticeClause {
  const list = options(letterView(ctx, 7, letter), numberedLabel);
  const choice = chosen(ctx.doc, list, [
    { label: /^\(1\)/, value: 'received' as const, paragraph: `7${letter}(1)` },
    { label: /^\(2\)/, value: 'not-received' as const, paragraph: `7${letter}(2)` },
    { label: /^\(3\)/, value: 'not-required' as const, paragraph: `7${letter}(3)` },
  ]);
  const second = list.find((o) => o.checked && /^\(2\)/.test(o.label));
  return { choice, days: daysInOption(ctx.doc, second, /Within([\s\S]{0,80}?)days/i, `7${letter}(2)`) };
}

export function trecRepairs(ctx: TrecContext): RepairsClause {
  const view = letterView(ctx, 7, 'D');
  const acceptance = chosen(ctx.doc, options(view, numberedLabel), [
    { label: /^\(1\)/, value: 'as-is' as const, paragraph: '7D(1)' },
    { label: /^\(2\)/, value: 'as-is-with-repairs' as const, paragraph: '7D(2)' },
  ]);
  const repairs =
    acceptance?.value === 'as-is-with-repairs'
      ? textAt(view, /specific\s+repairs\s+and\s+treatments:([\s\S]{0,2000}?)\(Do\s+not\s+insert/, '7D(2)', 'blank')
      : null;
  return { acceptance, repairs };
}

/** "[text] , 20[yy]" blanks around a date, read by `re` with groups (first blank, second blank, year). */
function blankDate(view: View, re: RegExp, paragraph: string): Field<CivilDate> {
  const hit = search(view, re);
  if (!hit) return null;
  const [a, b, y] = hit.groups.map((g) => cleanBlank(g?.text ?? ''));
  const date = trecBlankDate(a ?? '', b ?? '', y ?? '');
  return date ? foundAt(view.doc, date, hit.start, hit.end, paragraph) : null;
}

/** 23-xx ¶7E: "begin construction within N days … Substantial Completion … on or before [date], 20[yy]". */
export function trecConstruction(ctx: TrecContext): ContractTerms['construction'] {
  if (ctx.family !== 'new-home-incomplete') return { startDays: null, substantialCompletionDate: null };
  const view = paraView(ctx, 7);
  return {
    startDays: daysAt(view, /begin\s+construction[\s\S]{0,60}?within([\s\S]{0,80}?)days\s+after/, '7E'),
    substantialCompletionDate: blankDate(
      view,
      /Substantial\s+Completion[\s\S]{0,120}?on\s+or\s+before([\s\S]{0,60}?)()\s*,?\s*20([^\n,.]{0,10})[\s,]*\./,
      '7E',
    ),
  };
}

export function trecClosingDate(ctx: TrecContext): Field<CivilDate> {
  return blankDate(
    paraView(ctx, 9),
    /on\s+or\s+before([\s\S]{0,80}?)()\s*,?\s*20([^\n,]{0,10}),?\s*or\s+within\s+7\s+days/,
    '9A',
  );
}

export function trecEffectiveDate(ctx: TrecContext): Field<CivilDate> {
  // Only the contract's own line ends "(Effective Date)"; an Amendment's EXECUTED line does not.
  const re = /EXECUTED\s+the([\s\S]{0,40}?)day\s+of([\s\S]{0,80}?),?\s*20([^\n,(]{0,12})[\s.,]*\(Effective\s+Date\)/;
  return blankDate(viewOf(ctx.doc, ctx.main), re, 'Effective Date');
}

export function trecPossession(ctx: TrecContext): ContractTerms['possession'] {
  return chosen(ctx.doc, options(letterView(ctx, 10, 'A')), [
    { label: /^upon\s+closing/i, value: 'closing-and-funding' as const, paragraph: '10A' },
    { label: /^according/i, value: 'temporary-lease' as const, paragraph: '10A' },
  ]);
}

export function trecSpecialProvisions(ctx: TrecContext): Field<string> {
  return textAt(paraView(ctx, 11), /attorney['’]?s?\.?\)([\s\S]*)$/, '11', 'blank');
}
