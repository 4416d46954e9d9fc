// Check boxes as PDF-to-text tools print them. A blank TREC PDF prints each box as the Wingdings
// glyph U+F071 (or as a bare "q" when the font has no Unicode map, as 30-17 does); a filled one adds
// a tick: ☒, ✔, an overlaid X, Wingdings þ/ý, or "[X]" in pasted text. pdftotext often puts the box
// on the line above or below its label, so boxes with nothing after them share out the labels near
// them (the cheapest assignment of all of them, see borrowLabels), and a caller may accept only its
// own labels' words (¶22's addendum names, "(1)"…"(3)"), never a continuation line.
import { minCostAssignment } from './assign';
import { lineIndexAt, type Doc, type Region } from './text-lines';

const ON = '\u2612\u2611\u2713\u2714\u2717\u2718\u25A0\uF0FD\uF0FE\uF078\uF0FC\uF06E\u00FE\u00FD';
const OFF = '\uF071\uF06F\uF0A8\u2610\u274F\u2751\u2752\u25A1';
const TICK = 'xX\u2713\u2714';

const MARK = new RegExp(
  [
    `\\[\\s*[${TICK}]\\s*\\]`,
    '\\[\\s{0,2}\\]',
    `[${OFF}][${TICK}]|(?<![\\p{L}\\p{N}])[${TICK}][${OFF}]`,
    `[${ON}]`,
    `[${OFF}]`,
    // A bare "q" box or "X" tick: only as a token of its own, before a label, "(", "$" or line end.
    '(?<![\\p{L}\\p{N}(])q(?=[\\s\\uF020$(_]|\\p{Lu}|$)',
    "(?<![\\p{L}\\p{N}(’'./-])[xX](?=[\\s\\uF020$(]|\\p{Lu}|$)",
  ].join('|'),
  'gu',
);
const CHECKED = new RegExp(`[${TICK}${ON}]`, 'u');
const WORD = /[\p{L}\p{N}(]/u;
const ENUMERATED = /^(?:[A-Z]\.|\(\d{1,2}\)|\d{1,2}\.)\s/;
// A label candidate runs until a gap of four or more spaces (a column gap): "Loan Assumption   Addendum"
// and a word a PDF broke at a hyphen ("Tempor- ary", read as "Temporary" and three spaces) stay whole,
// and so does a sentence running on in lower case after a slightly wider gap ("subject    to Buyer").
const SEGMENT = /[^\s\uF020]+(?:(?:[ \uF020]{1,3}|[ \uF020]{4,5}(?=\p{Ll}))[^\s\uF020]+)*/gu;

type Mark = { checked: boolean; start: number; end: number; line: number; col: number; endCol: number };

export type MarkedOption = {
  checked: boolean;
  /** Where the box itself is printed (it may sit on the line above or below the label). */
  markStart: number;
  /** The label text as printed (trimmed), e.g. '(2) Buyer has not received the Notice.'. */
  label: string;
  labelStart: number;
  labelEnd: number;
  /** Where the next box in the region starts: the option's own text runs from labelStart to here. */
  spanEnd: number;
};

function marksOf(doc: Doc, lineIndex: number, region: Region): Mark[] {
  const line = doc.lines[lineIndex];
  if (!line) return [];
  const text = doc.text.slice(line.start, line.end);
  const marks: Mark[] = [];
  MARK.lastIndex = 0;
  for (let m = MARK.exec(text); m; m = MARK.exec(text)) {
    const start = line.start + m.index;
    if (start < region.start || start >= region.end) continue;
    marks.push({
      checked: CHECKED.test(m[0]),
      start,
      end: start + m[0].length,
      line: lineIndex,
      col: m.index,
      endCol: m.index + m[0].length,
    });
  }
  return marks;
}

function trimmed(text: string, from: number, to: number): { start: number; end: number } {
  let s = from;
  let e = to;
  while (s < e && /[\s\uF020]/.test(text[s] ?? '')) s++;
  while (e > s && /[\s\uF020]/.test(text[e - 1] ?? '')) e--;
  return { start: s, end: e };
}

type Segment = { col: number; text: string };

function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  SEGMENT.lastIndex = 0;
  for (let m = SEGMENT.exec(text); m; m = SEGMENT.exec(text)) out.push({ col: m.index, text: m[0] });
  return out;
}

/**
 * Every box in the region with its label. `accept` narrows which labels count (the ¶22 list uses
 * it to skip continuation lines such as "of the Gulf Intracoastal Waterway").
 */
export function optionsIn(doc: Doc, region: Region, accept?: (label: string) => boolean): MarkedOption[] {
  if (region.end <= region.start) return [];
  const first = lineIndexAt(doc, region.start);
  const last = lineIndexAt(doc, region.end - 1);
  const byLine = new Map<number, Mark[]>();
  for (let i = first; i <= last; i++) {
    const marks = marksOf(doc, i, region);
    byLine.set(i, marks);
  }
  const options: Omit<MarkedOption, 'spanEnd'>[] = [];
  const claimed = new Set<number>();
  const pending: Mark[] = [];
  for (const [lineIndex, marks] of byLine) {
    const line = doc.lines[lineIndex];
    if (!line) continue;
    const text = doc.text.slice(line.start, line.end);
    marks.forEach((mark, k) => {
      const stop = marks[k + 1]?.col ?? text.length;
      const span = trimmed(text, mark.endCol, stop);
      const label = text.slice(span.start, span.end);
      if (WORD.test(label) && (!accept || accept(label))) {
        options.push({
          checked: mark.checked,
          markStart: mark.start,
          label,
          labelStart: line.start + span.start,
          labelEnd: line.start + span.end,
        });
        claimed.add(line.start + span.start);
      } else if (!ENUMERATED.test(label)) {
        // No label after it, or continuation text ("Information on Lead-based Paint"): borrow one.
        // A box before another list's item ("C. NATURAL RESOURCE LEASES") is not one of these options.
        pending.push(mark);
      }
    });
  }
  options.push(...borrowLabels(doc, region, pending, byLine, claimed, accept, first, last));
  options.sort((a, b) => a.labelStart - b.labelStart);
  // An option's text runs to where the next option begins (its box or its label, whichever is first),
  // not to the next box: its own box may sit below it, after a value pushed onto the next line.
  return options.map((o, i) => {
    const later = options.slice(i + 1).map((n) => Math.min(n.markStart, n.labelStart));
    const end = later.filter((at) => at > o.labelStart);
    return { ...o, spanEnd: end.length > 0 ? Math.min(...end) : region.end };
  });
}

type Candidate = { line: number; col: number; start: number; text: string };

// A label a lone box may take: it starts like a label (capital, "(", a quote, or "1. "), not lower-case
// continuation text ("contract, Seller shall deliver") or a day count pushed below its blank ("10 days").
const LABEL_START = /^(?:[\p{Lu}(“"']|\d{1,2}\.\s)/u;

function candidates(
  doc: Doc,
  region: Region,
  byLine: ReadonlyMap<number, Mark[]>,
  claimed: ReadonlySet<number>,
  accept: ((label: string) => boolean) | undefined,
  first: number,
  last: number,
): Candidate[] {
  const out: Candidate[] = [];
  for (let i = first; i <= last; i++) {
    const line = doc.lines[i];
    if (!line) continue;
    const text = doc.text.slice(line.start, line.end);
    const boxCols = new Set((byLine.get(i) ?? []).map((m) => m.col));
    for (const seg of segmentsOf(text)) {
      const start = line.start + seg.col;
      if (start < region.start || claimed.has(start) || boxCols.has(seg.col)) continue;
      if (!LABEL_START.test(seg.text)) continue;
      // A label a wide gap split ("Subject" + spaces + "to") is tried with the rest of its line.
      const rest = text.slice(seg.col).trimEnd();
      const label = !accept || accept(seg.text) ? seg.text : accept(rest) ? rest : null;
      if (label !== null) out.push({ line: i, col: seg.col, start, text: label });
    }
  }
  return out;
}

const UNASSIGNED = 100;

/**
 * Labels for boxes printed on a line of their own (pdftotext puts a box a line above or below its
 * label): the assignment of all lone boxes to nearby labels with the least total distance, so a box
 * between two labels goes to the one its neighbour does not need. Lines count 10, columns 0.5.
 */
function borrowLabels(
  doc: Doc,
  region: Region,
  pending: readonly Mark[],
  byLine: ReadonlyMap<number, Mark[]>,
  claimed: Set<number>,
  accept: ((label: string) => boolean) | undefined,
  first: number,
  last: number,
): Omit<MarkedOption, 'spanEnd'>[] {
  if (pending.length === 0) return [];
  const labels = candidates(doc, region, byLine, claimed, accept, first, last);
  const cost = pending.map((mark) =>
    labels.map((label) => {
      const dLine = label.line - mark.line;
      const dCol = label.col - mark.col;
      if (dLine === 0 || Math.abs(dLine) > 2 || dCol < -2 || dCol > 8) return Infinity;
      return Math.abs(dLine) * 10 + Math.abs(dCol) * 0.5 + (dLine < 0 ? 1 : 0);
    }),
  );
  const chosen = minCostAssignment(cost, UNASSIGNED);
  return pending.flatMap((mark, i) => {
    const label = labels[chosen[i] ?? -1];
    if (!label) return [];
    claimed.add(label.start);
    return [
      {
        checked: mark.checked,
        markStart: mark.start,
        label: label.text,
        labelStart: label.start,
        labelEnd: label.start + label.text.length,
      },
    ];
  });
}

/** A blank's text with any check box in it blanked out: a box moved off its label can land between a
 * blank's anchors ("within\n ☒\n 10 days"). */
export function stripMarks(text: string): string {
  return text.replace(MARK, (m) => ' '.repeat(m.length));
}

/** Options whose label starts "(1)", "(2)" …: the numbered lists of ¶4C, ¶6C, ¶7B, ¶7D, ¶7I and condo ¶2B/2C. */
export const numberedLabel = (label: string): boolean => /^\(\d\)/.test(label);

/** The checked option whose label matches, or null when none of the matching options is checked. */
export function checkedOption(options: readonly MarkedOption[], label: RegExp): MarkedOption | null {
  return options.find((o) => o.checked && label.test(o.label)) ?? null;
}
