/**
 * Writes a small, valid PDF with real text (Helvetica, WinAnsi) — fixtures for the PDF intake tests
 * and benchmarks, so nothing depends on files outside the repository.
 */
export type PdfPage = string[];

const PAGE_HEIGHT = 792;
const LINE_HEIGHT = 8.5;
const FONT_SIZE = 7;
/** Lines that fit between the top and bottom margins. */
export const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 60) / LINE_HEIGHT);

export function makePdf(pages: PdfPage[], options: { drawOnly?: boolean } = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 0; // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageRefs: number[] = [];
  for (const lines of pages) {
    const stream = options.drawOnly ? '0.2 0.2 0.2 rg 72 300 468 300 re f' : textStream(lines);
    add(`<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`);
    const contentRef = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
    pageRefs.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(latin1Length(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = latin1Length(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0) & 0xff);
}

function textStream(lines: string[]): string {
  const body = lines.map((line) => `(${escapePdf(line)}) Tj T*`).join('\n');
  return `BT /F1 ${FONT_SIZE} Tf ${LINE_HEIGHT} TL 36 ${PAGE_HEIGHT - 40} Td\n${body}\nET`;
}

function escapePdf(text: string): string {
  // WinAnsi covers ¶ and §; anything outside Latin-1 becomes '?'.
  return [...text]
    .map((ch) => (ch.charCodeAt(0) > 255 ? '?' : ch))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

const latin1Length = (s: string) => s.length;

/** Splits contract text into pages of at most `perPage` lines (a 970-line contract makes 12 pages). */
export function paginate(text: string, perPage = LINES_PER_PAGE): PdfPage[] {
  if (perPage > LINES_PER_PAGE) throw new RangeError(`at most ${LINES_PER_PAGE} lines fit on a page`);
  const lines = text.split('\n');
  const pages: PdfPage[] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}
