// Regex search inside one region, returning offsets into the whole text (via the `d` flag), plus the
// blank-reading helpers most TREC fields need: "<anchor> [blank] <anchor>" → cleaned value + quote.
import { stripMarks } from './checkboxes';
import { foundAt } from './evidence';
import { parseMoney } from './money';
import { parseDayCount } from './numbers';
import { cleanBlank, type Doc, type Region } from './text-lines';
import type { Field } from './types';

export type View = { doc: Doc; start: number; end: number; text: string };
export type Span = { start: number; end: number; text: string };
export type Hit = { start: number; end: number; groups: (Span | null)[] };

export function viewOf(doc: Doc, region: Region): View {
  const start = Math.max(0, region.start);
  const end = Math.min(doc.text.length, Math.max(start, region.end));
  return { doc, start, end, text: doc.text.slice(start, end) };
}

const COMPILED = new WeakMap<RegExp, RegExp>();

function compiled(re: RegExp): RegExp {
  let out = COMPILED.get(re);
  if (!out) {
    out = new RegExp(re.source, `${re.flags.replace(/[gyd]/g, '')}dg`);
    COMPILED.set(re, out);
  }
  return out;
}

/** First match of `re` in the view at or after absolute offset `from`. */
export function search(view: View, re: RegExp, from = view.start): Hit | null {
  const r = compiled(re);
  r.lastIndex = Math.max(0, from - view.start);
  const m = r.exec(view.text);
  if (!m || !m.indices) return null;
  const groups = m.indices
    .slice(1)
    .map((pair) =>
      pair ? { start: view.start + pair[0], end: view.start + pair[1], text: view.text.slice(pair[0], pair[1]) } : null,
    );
  return { start: view.start + m.index, end: view.start + m.index + m[0].length, groups };
}

export function group(hit: Hit, index = 1): Span | null {
  return hit.groups[index - 1] ?? null;
}

/**
 * A blank's cleaned text (group 1 of `re`). The quote is the whole match (anchors give it context),
 * or just the blank for long free text such as Special Provisions.
 */
export function textAt(view: View, re: RegExp, paragraph: string, quote: 'match' | 'blank' = 'match'): Field<string> {
  const hit = search(view, re);
  const blank = hit && group(hit);
  if (!hit || !blank) return null;
  const value = cleanBlank(blank.text);
  if (!value) return null;
  const [start, end] = quote === 'match' ? [hit.start, hit.end] : [blank.start, blank.end];
  return foundAt(view.doc, value, start, end, paragraph);
}

export function moneyAt(view: View, re: RegExp, paragraph: string): Field<number> {
  const text = textAt(view, re, paragraph);
  const cents = text ? parseMoney(cleanBlank(stripMarks(text.value))) : null;
  return text && cents !== null ? { value: cents, evidence: text.evidence } : null;
}

export function daysAt(view: View, re: RegExp, paragraph: string): Field<number> {
  const text = textAt(view, re, paragraph);
  const days = text ? parseDayCount(cleanBlank(stripMarks(text.value))) : null;
  return text && days !== null ? { value: days, evidence: text.evidence } : null;
}
