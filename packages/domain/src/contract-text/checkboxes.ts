// Check boxes as PDF-to-text tools print them. A blank TREC PDF prints each box as the Wingdings
// glyph U+F071 (or as a bare "q" when the font has no Unicode map, as 30-17 does); a filled one adds
// a tick: ☒, ✔, an overlaid X, Wingdings þ/ý, or "[X]" in pasted text. pdftotext often puts the box
// on the line above or below its label, so a box with nothing after it borrows the nearest label.
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
const SEGMENT = /[^\s\uF020]+(?: [^\s\uF020]+)*/g;

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
  const all: Mark[] = [];
  for (let i = first; i <= last; i++) {
    const marks = marksOf(doc, i, region);
    byLine.set(i, marks);
    all.push(...marks);
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
      } else if (!WORD.test(label)) {
        pending.push(mark);
      }
    });
  }
  for (const mark of pending) {
    const borrowed = borrowLabel(doc, mark, byLine, claimed, accept, first, last);
    if (borrowed) options.push({ checked: mark.checked, markStart: mark.start, ...borrowed });
  }
  options.sort((a, b) => a.labelStart - b.labelStart);
  const starts = all.map((m) => m.start).sort((a, b) => a - b);
  // Both lists are sorted, so one sweep finds each option's next box.
  let next = 0;
  return options.map((o) => {
    while (next < starts.length && (starts[next] as number) <= o.labelStart) next++;
    return { ...o, spanEnd: starts[next] ?? region.end };
  });
}

function borrowLabel(
  doc: Doc,
  mark: Mark,
  byLine: ReadonlyMap<number, Mark[]>,
  claimed: Set<number>,
  accept: ((label: string) => boolean) | undefined,
  first: number,
  last: number,
): { label: string; labelStart: number; labelEnd: number } | null {
  const offsets = accept ? [1, -1, 2, -2] : [1, -1];
  for (const d of offsets) {
    const lineIndex = mark.line + d;
    const line = doc.lines[lineIndex];
    if (!line || lineIndex < first || lineIndex > last) continue;
    const text = doc.text.slice(line.start, line.end);
    const boxCols = new Set((byLine.get(lineIndex) ?? []).map((m) => m.col));
    for (const seg of segmentsOf(text)) {
      const start = line.start + seg.col;
      if (seg.col < mark.col - 1 || seg.col > mark.col + 6 || claimed.has(start) || boxCols.has(seg.col)) continue;
      if (!WORD.test(seg.text[0] ?? '') || (accept && !accept(seg.text))) continue;
      claimed.add(start);
      return { label: seg.text, labelStart: start, labelEnd: start + seg.text.length };
    }
  }
  return null;
}

/** The checked option whose label matches, or null when none of the matching options is checked. */
export function checkedOption(options: readonly MarkedOption[], label: RegExp): MarkedOption | null {
  return options.find((o) => o.checked && label.test(o.label)) ?? null;
}
