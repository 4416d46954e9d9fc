// Splits a paste into the main contract and each addendum, and the main contract into its numbered
// paragraphs and lettered sub-paragraphs, in one pass each. Later searches stay inside these regions.
import { ADDENDA, MAIN_FORMS, type AddendumKind } from './form-catalog';
import type { Doc, Region } from './text-lines';

export type AddendumPart = { kind: AddendumKind; region: Region; title: Region };
export type Parts = { main: Region | null; addenda: AddendumPart[] };

const FIRST_PARAGRAPH = /(?:^[ \t]*|(?<=[ \t]))1\.\s{0,12}PARTIES\b/m;
// SELLER'S DISCLOSURE NOTICE also heads ¶7B of the contract, so that title counts only on a line of its own.
const ALONE: ReadonlySet<AddendumKind> = new Set(['sellers-disclosure-notice']);

const TITLES = ADDENDA.flatMap((a) =>
  a.title ? [{ kind: a.kind, re: new RegExp(a.title.source, `${a.title.flags.replace('g', '')}g`) }] : [],
);

function titleHits(text: string): AddendumPart[] {
  const hits: AddendumPart[] = [];
  for (const { kind, re } of TITLES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const nl = text.indexOf('\n', m.index + m[0].length);
      const line = text.slice(lineStart, nl < 0 ? text.length : nl);
      if (!ALONE.has(kind) || line.trim() === m[0].trim()) {
        const title = { start: m.index, end: m.index + m[0].length };
        hits.push({ kind, region: { start: lineStart, end: text.length }, title });
        break; // one copy of each addendum is enough to read it
      }
    }
  }
  return hits;
}

/** The contract starts at its ¶1 heading, or at its title when ¶1 cannot be found. */
function mainStart(text: string): number | null {
  const first = FIRST_PARAGRAPH.exec(text);
  if (first) return first.index;
  for (const form of MAIN_FORMS) {
    const m = form.title.exec(text);
    if (m) return text.lastIndexOf('\n', m.index) + 1;
  }
  return null;
}

export function splitParts(doc: Doc): Parts {
  const text = doc.text;
  const addenda = titleHits(text);
  const start = mainStart(text);
  const starts = [...addenda.map((a) => a.region.start), ...(start === null ? [] : [start])].sort((a, b) => a - b);
  const next = (from: number) => starts.find((s) => s > from) ?? text.length;
  for (const a of addenda) a.region = { start: a.region.start, end: next(a.region.start) };
  addenda.sort((a, b) => a.region.start - b.region.start);
  return { main: start === null ? null : { start, end: next(start) }, addenda };
}

// Each TREC paragraph's heading words (every family; 24-xx ¶4 is the License Holder Disclosure, 20-19
// ¶20 is GOVERNMENTAL). Matched case-sensitively, so body text in mixed case never starts a paragraph.
const HEADING_WORDS: readonly string[] = [
  '',
  'PARTIES',
  'PROPERTY',
  'SALES PRICE',
  'LEASES|LICENSE HOLDER',
  'EARNEST MONEY',
  'TITLE POLICY',
  'PROPERTY CONDITION',
  'BROKERS?',
  'CLOSING',
  'POSSESSION',
  'SPECIAL PROVISIONS',
  'SETTLEMENT',
  'PRORATIONS',
  'CASUALTY',
  'DEFAULT',
  'MEDIATION',
  'ATTORNEY',
  'ESCROW',
  'REPRESENTATIONS',
  'FEDERAL|GOVERNMENTAL',
  'NOTICES',
  'AGREEMENT OF PARTIES',
  'CONSULT',
];

/**
 * "6. TITLE POLICY": at a line start or after a space (a heading a PDF ran onto the line before), with
 * the heading itself possibly broken over two lines ("6.\n TITLE POLICY AND\n SURVEY").
 */
const KNOWN_HEADINGS = HEADING_WORDS.map((words, n) =>
  n === 0 ? null : new RegExp(`(?<![^\\s])${n}\\.\\s{0,12}(?:${words.replace(/ /g, '\\s+')})\\b`, 'g'),
);
const HEADING = /^[ \t]*(\d{1,2})\.[ \t]*[A-Z][A-Z'’ ,&()/-]{2,60}?[:.]/gm;

function nextHeading(text: string, n: number, from: number): number | null {
  const known = KNOWN_HEADINGS[n];
  if (known) {
    known.lastIndex = from;
    const m = known.exec(text);
    if (m) return m.index;
  }
  // A form whose heading words are not in the table: a capitalised heading at a line start.
  HEADING.lastIndex = from;
  for (let m = HEADING.exec(text); m; m = HEADING.exec(text)) if (Number(m[1]) === n) return m.index;
  return null;
}

/** Numbered paragraphs 1–23 of a TREC contract, by number, each running to the next heading. */
export function paragraphs(doc: Doc, main: Region): Map<number, Region> {
  const found: { n: number; start: number }[] = [];
  const text = doc.text.slice(main.start, main.end);
  let from = 0;
  for (let n = 1; n < HEADING_WORDS.length; n++) {
    const at = nextHeading(text, n, from);
    if (at === null) continue; // a garbled heading: its text stays with the paragraph before
    found.push({ n, start: main.start + at });
    from = at + 1;
  }
  const out = new Map<number, Region>();
  found.forEach((p, i) => out.set(p.n, { start: p.start, end: found[i + 1]?.start ?? main.end }));
  return out;
}

// A check box may precede the letter ("☒ C.", "[ ] C.").
const LETTER = /^[ \t]*(?:(?:\[\s{0,2}[xX]?\s{0,2}\]|\S{1,3})[ \t]+)?([A-L])\.[ \t]*(?=[A-Z(“"])/gm;

/** Lettered sub-paragraphs (A., B., …) of one paragraph, in order. */
export function letters(doc: Doc, paragraph: Region): Map<string, Region> {
  const text = doc.text.slice(paragraph.start, paragraph.end);
  const found: { letter: string; start: number }[] = [];
  let expected = 'A'.charCodeAt(0);
  LETTER.lastIndex = 0;
  for (let m = LETTER.exec(text); m; m = LETTER.exec(text)) {
    const code = (m[1] ?? '').charCodeAt(0);
    // The next letter, or the one after it when a heading was garbled.
    if (code !== expected && code !== expected + 1) continue;
    found.push({ letter: m[1] ?? '', start: paragraph.start + m.index });
    expected = code + 1;
  }
  const out = new Map<string, Region>();
  found.forEach((p, i) => out.set(p.letter, { start: p.start, end: found[i + 1]?.start ?? paragraph.end }));
  return out;
}
