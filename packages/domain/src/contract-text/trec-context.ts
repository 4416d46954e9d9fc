// Shared state for reading one TREC contract: the text, its paragraphs, and check-box helpers.
import { optionsIn, stripMarks, type MarkedOption } from './checkboxes';
import { foundAt } from './evidence';
import type { ContractFamily } from './form-types';
import { search, viewOf, type View } from './match';
import { parseDayCount } from './numbers';
import { letters, paragraphs } from './sections';
import { cleanBlank, type Doc, type Region } from './text-lines';
import type { Field, Found } from './types';

export type TrecContext = { doc: Doc; family: ContractFamily; main: Region; paras: Map<number, Region> };

const NONE: Region = { start: 0, end: 0 };

export function trecContext(doc: Doc, family: ContractFamily, main: Region): TrecContext {
  return { doc, family, main, paras: paragraphs(doc, main) };
}

export function paraView(ctx: TrecContext, n: number): View {
  return viewOf(ctx.doc, ctx.paras.get(n) ?? NONE);
}

export function letterView(ctx: TrecContext, n: number, letter: string): View {
  const para = ctx.paras.get(n);
  return viewOf(ctx.doc, (para && letters(ctx.doc, para).get(letter)) ?? NONE);
}

export function options(view: View, accept?: (label: string) => boolean): MarkedOption[] {
  return optionsIn(view.doc, view, accept);
}

/** Evidence for a check box: from the box to the end of its label's first line. */
export function optionFound<T>(doc: Doc, option: MarkedOption, value: T, paragraph: string): Found<T> {
  const start = Math.min(option.markStart, option.labelStart);
  const end = Math.max(option.labelEnd, option.markStart + 1);
  return foundAt(doc, value, start, end, paragraph);
}

export type Choice<T> = { label: RegExp; value: T; paragraph: string };

/** The value of the first checked box whose label matches one of the choices; null when none is checked. */
export function chosen<T>(doc: Doc, list: readonly MarkedOption[], choices: readonly Choice<T>[]): Field<T> {
  for (const option of list) {
    if (!option.checked) continue;
    const choice = choices.find((c) => c.label.test(option.label));
    if (choice) return optionFound(doc, option, choice.value, choice.paragraph);
  }
  return null;
}

/** A "within ___ days" blank inside one check-box option's own text. */
export function daysInOption(doc: Doc, option: MarkedOption | undefined, re: RegExp, paragraph: string): Field<number> {
  if (!option) return null;
  const hit = search(viewOf(doc, { start: option.labelStart, end: option.spanEnd }), re);
  const blank = hit?.groups[0];
  if (!hit || !blank) return null;
  const days = parseDayCount(cleanBlank(stripMarks(blank.text)));
  return days === null ? null : foundAt(doc, days, hit.start, hit.end, paragraph);
}
