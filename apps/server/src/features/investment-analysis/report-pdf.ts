// The detailed report as a Letter-size PDF: title and date, each section's figures, its tables drawn as
// columns (repeating the header on a new page), the assumptions and sources, and page numbers.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Report, ReportSection, ReportTable } from '../../engines/investment-analysis/index';
import { winAnsiSafe, wrap } from './pdf-text';

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = LETTER[0] - 2 * MARGIN;
const FOOTER = 24;
const BODY = 9.5;
const GRAY = rgb(0.35, 0.35, 0.35);
const COLUMN_GAP = 10;

type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb> };

/** A cursor down the pages: it starts a new page whenever the next block would not fit. */
class Writer {
  readonly pages: PDFPage[] = [];
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly safe: (text: string) => string,
  ) {
    this.page = this.startPage();
  }

  private startPage(): PDFPage {
    const page = this.doc.addPage(LETTER);
    this.pages.push(page);
    this.y = LETTER[1] - MARGIN;
    return page;
  }

  newPage(): void {
    this.page = this.startPage();
  }

  /** Room for `height` points more on this page, else a new page. */
  need(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER) return false;
    this.newPage();
    return true;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** One line at the cursor; `align: 'right'` puts its end at x. */
  line(text: string, style: Style, x = MARGIN, align: 'left' | 'right' = 'left'): void {
    const safe = this.safe(text);
    const left = align === 'right' ? x - style.font.widthOfTextAtSize(safe, style.size) : x;
    this.page.drawText(safe, {
      x: left,
      y: this.y - style.size,
      size: style.size,
      font: style.font,
      color: style.color,
    });
  }

  advance(style: Style): void {
    this.y -= style.size * 1.45;
  }

  paragraph(text: string, style: Style): void {
    for (const l of wrap(this.safe(text), style.font, style.size, WIDTH)) {
      this.need(style.size * 1.45);
      this.line(l, style);
      this.advance(style);
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + WIDTH, y: this.y + 2 },
      thickness: 0.5,
      color: GRAY,
    });
  }
}

function items(w: Writer, pairs: [string, string][]): void {
  const style = { font: w.regular, size: BODY };
  const valueEdge = MARGIN + WIDTH * 0.72;
  for (const [label, value] of pairs) {
    w.need(BODY * 1.45);
    w.line(label, style);
    w.line(value, { font: w.bold, size: BODY }, valueEdge, 'right');
    w.advance(style);
  }
}

/** The largest size (down to 6 pt) at which every column fits the page width. */
function tableLayout(w: Writer, t: ReportTable) {
  for (let size = 8.5; ; size -= 0.5) {
    const widths = t.columns.map((c, i) =>
      Math.max(
        w.bold.widthOfTextAtSize(w.safe(c), size),
        ...t.rows.map((r) => w.regular.widthOfTextAtSize(w.safe(r[i] ?? ''), size)),
      ),
    );
    const total = widths.reduce((a, b) => a + b, 0) + COLUMN_GAP * (widths.length - 1);
    if (total <= WIDTH || size <= 6) return { size, widths, extra: Math.max(0, WIDTH - total) / widths.length };
  }
}

function table(w: Writer, t: ReportTable): void {
  const { size, widths, extra } = tableLayout(w, t);
  // Each column's right edge; the first column reads left to right, the figures align right.
  const edges = widths.reduce<number[]>((acc, width, i) => {
    const start = i === 0 ? MARGIN : (acc[i - 1] ?? MARGIN) + COLUMN_GAP;
    return [...acc, start + width + extra];
  }, []);
  const row = (cells: string[], font: PDFFont) => {
    const style = { font, size };
    cells.forEach((cell, i) =>
      i === 0 ? w.line(cell, style) : w.line(cell, style, edges[i] ?? MARGIN + WIDTH, 'right'),
    );
    w.advance(style);
  };
  const header = () => {
    row(t.columns, w.bold);
    w.rule();
  };
  w.need(size * 1.45 * 2);
  header();
  for (const cells of t.rows) {
    if (w.need(size * 1.45)) header();
    row(cells, w.regular);
  }
}

/** Sections shorter than this many points start on a new page rather than split. */
const KEEP_TOGETHER = 360;

/** The height a section will take, line for line as drawn below. */
function sectionHeight(w: Writer, s: ReportSection): number {
  const line = BODY * 1.45;
  const wrapped = s.paragraphs.reduce((n, p) => n + wrap(w.safe(p), w.regular, BODY, WIDTH).length * line + 2, 0);
  const table = s.table ? (s.table.rows.length + 1) * 8.5 * 1.45 : 0;
  return 8 + 12 * 1.45 + 2 + (s.items?.length ?? 0) * line + wrapped + table;
}

function section(w: Writer, s: ReportSection): void {
  const height = sectionHeight(w, s);
  w.need(height <= KEEP_TOGETHER ? height : 60);
  w.space(8);
  w.line(s.heading, { font: w.bold, size: 12 });
  w.advance({ font: w.bold, size: 12 });
  w.space(2);
  if (s.items) items(w, s.items);
  for (const p of s.paragraphs) {
    w.paragraph(p, { font: w.regular, size: BODY });
    w.space(2);
  }
  if (s.table) table(w, s.table);
}

export async function reportPdf(report: Report, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setSubject(report.subtitle);
  doc.setProducer('Bluebonnet');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold, winAnsiSafe(regular));

  w.line(report.title, { font: bold, size: 18 });
  w.advance({ font: bold, size: 18 });
  w.paragraph(report.subtitle, { font: regular, size: 10, color: GRAY });
  for (const s of report.sections) section(w, s);

  w.pages.forEach((page, i) => {
    const text = winAnsiSafe(regular)(`${report.title}, page ${i + 1} of ${w.pages.length}`);
    page.drawText(text, { x: MARGIN, y: MARGIN - 8, size: 8, font: regular, color: GRAY });
  });
  return doc.save();
}
