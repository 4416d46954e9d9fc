// The text is split into lines once; every later search works on offsets into it. Searches read a
// normalised copy of the same length (CRLF, no-break spaces and words a PDF broke at a hyphen
// repaired), so every offset is also an offset into what the user pasted and quotes stay exact
// substrings of it.

export type Line = { start: number; end: number };

/** A slice of the text, by offsets [start, end). */
export type Region = { start: number; end: number };

/** `text` is the normalised copy searches read; `original` is what was pasted (quotes come from it). */
export type Doc = { text: string; original: string; lines: Line[] };

// "Ef- fective", "Ef-\n   fective": a word broken by PDF hyphenation (lower-case continuation only, so
// "Buyer-Seller" and "Lead-Based" stay as written).
// The removed hyphen and gap go after the rest of the word and any punctuation stuck to it, so
// "Prop- erties, LLC" reads "Properties,   LLC".
const BROKEN_WORD = /(\p{L})-([ \t]+|[ \t]*\n[ \t]*)(\p{Ll}+[^\s]*)/gu;

/**
 * Same-length repairs: CRLF → " \n", CR → "\n", no-break space → space, and a broken word joined with
 * the removed hyphen and spaces moved after it (a line break stays a line break, one word later).
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n/g, ' \n')
    .replace(/\r/g, '\n')
    .replace(/\u00A0/g, ' ')
    .replace(BROKEN_WORD, (_, last: string, gap: string, rest: string) => `${last}${rest} ${gap}`);
}

export function readDoc(pasted: string): Doc {
  const text = normaliseText(pasted);
  const lines: Line[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      lines.push({ start, end: i });
      start = i + 1;
    }
  }
  lines.push({ start, end: text.length });
  return { text, original: pasted, lines };
}

export function lineText(doc: Doc, line: Line): string {
  return doc.text.slice(line.start, line.end);
}

/** Index of the line holding `offset` (binary search). */
export function lineIndexAt(doc: Doc, offset: number): number {
  let lo = 0;
  let hi = doc.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((doc.lines[mid] as Line).start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function wholeDoc(doc: Doc): Region {
  return { start: 0, end: doc.text.length };
}

// Page furniture a PDF repeats on every page; it must not leak into a value that crosses a page break.
const FURNITURE = [
  /^\s*Initialed for identification by/i,
  /^\s*Contract Concerning\b/i,
  /^\s*(?:Third Party Financing )?Addendum Concerning\b/i,
  /^\s*\((?:Address of Property|Street Address and City)\)\s*$/i,
  /^\s*TREC NO\.?\s*[\w-]+\s*$/i,
  /^\s*Page \d+ of \d+\s*$/i,
  /^\s*\d{1,2}-\d{1,2}-\d{2,4}\s*$/,
  /^\s*\(TXR-\d+\)/i,
];

export function isPageFurniture(line: string): boolean {
  return FURNITURE.some((re) => re.test(line));
}

const WS = /[\s\uF020]+/g;

/**
 * The text a person wrote in a blank: page furniture dropped, underscores and runs of spaces
 * removed, stray punctuation at the ends trimmed. '' when the blank is empty.
 */
export function cleanBlank(raw: string): string {
  const kept = raw
    .split(/\r\n|\r|\n/)
    .filter((line) => !isPageFurniture(line))
    .join(' ');
  return kept
    .replace(/_+/g, ' ')
    .replace(WS, ' ')
    .trim()
    .replace(/^[,.;:\s]+|[,;:\s]+$/g, '')
    .replace(/\s+\.$/, '')
    .trim();
}

/** Trims whitespace (and the Wingdings space U+F020) off both ends of [start, end) in the text. */
export function trimSpan(text: string, start: number, end: number): Region {
  let s = start;
  let e = end;
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  return { start: s, end: e };
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0xf020;
}
