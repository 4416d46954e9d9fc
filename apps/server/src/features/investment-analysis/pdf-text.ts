// Text for the PDF's standard fonts, which encode only WinAnsi (Latin-1 plus a few marks): every other
// character gets a plain stand-in, and long lines wrap to the width they are drawn in.
import type { PDFFont } from 'pdf-lib';

/** Characters the report or a table may hold that WinAnsi lacks, and what reads the same. */
const STAND_INS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\t': ' ',
};

/** A function that makes any string drawable in `font`: known stand-ins, else '?'. */
export function winAnsiSafe(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (drawable.has(code)) return ch;
      return STAND_INS[ch] ?? (code < 32 ? ' ' : '?');
    }).join('');
}

/** Words packed into lines no wider than `width` points; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
