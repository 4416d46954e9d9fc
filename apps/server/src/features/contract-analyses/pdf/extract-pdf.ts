import { getDocumentProxy } from 'unpdf';
import { layoutPage, looksScanned, type PlacedText } from './pdf-layout';
import { PdfLimitError, TOO_MANY_PAGES } from './pdf-limits';

export type PdfText = { text: string; pages: number; requiresManualPaste: boolean; message?: string };

type TextItem = { str?: string; transform?: number[]; width?: number };
type Widget = {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  rect?: number[];
};

/**
 * Text of every page in reading order. Filled form fields live in widget annotations, not in the
 * page content, so their values are placed into the layout at their position.
 */
export async function extractPdfText(bytes: Uint8Array, maxPages = Infinity): Promise<PdfText> {
  const pdf = await getDocumentProxy(bytes);
  try {
    if (pdf.numPages > maxPages) throw new PdfLimitError(TOO_MANY_PAGES(maxPages), 413);
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = (content.items as TextItem[]).flatMap(toPlaced);
      const widgets = ((await page.getAnnotations()) as Widget[]).flatMap(widgetText);
      pages.push(layoutPage([...items, ...widgets]));
      page.cleanup();
    }
    const text = pages.join('\n\f\n');
    if (looksScanned(text, pdf.numPages)) {
      const info = (await pdf.getMetadata().catch(() => null))?.info as { IsXFAPresent?: boolean } | undefined;
      // Dynamic XFA forms keep their text in an XML stream pdf.js does not lay out: say so plainly.
      const message = info?.IsXFAPresent
        ? 'This PDF is an XFA form: its text is not in the pages, so it cannot be read here. Paste the contract text instead.'
        : 'This PDF has no text layer (it looks scanned). Paste the contract text instead.';
      return { text: '', pages: pdf.numPages, requiresManualPaste: true, message };
    }
    return { text, pages: pdf.numPages, requiresManualPaste: false };
  } finally {
    await pdf.loadingTask.destroy(); // frees the document and its fonts
  }
}

function toPlaced(item: TextItem): PlacedText[] {
  if (!item.str || !item.transform) return [];
  const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
  return [{ str: item.str, x, y, width: item.width ?? 0, fontSize: Math.hypot(a, b) || 10 }];
}

function widgetText(w: Widget): PlacedText[] {
  if (w.subtype !== 'Widget' || !w.rect) return [];
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = w.rect;
  let str = '';
  if (w.fieldType === 'Tx' && typeof w.fieldValue === 'string') str = w.fieldValue.replace(/\s+/g, ' ').trim();
  if (w.fieldType === 'Btn' && (w.checkBox || w.radioButton)) {
    const on = w.checkBox ? w.fieldValue && w.fieldValue !== 'Off' : w.fieldValue === w.buttonValue;
    str = on ? 'X' : '';
  }
  if (!str) return [];
  const height = Math.abs(y2 - y1);
  return [
    { str, x: x1, y: Math.min(y1, y2) + height * 0.25, width: Math.abs(x2 - x1), fontSize: Math.min(12, height || 10) },
  ];
}
