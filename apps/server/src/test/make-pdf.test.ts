import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../features/contract-analyses/pdf/extract-pdf';
import { makePdf, paginate } from './make-pdf';

describe('the test PDF generator', () => {
  it('makes PDFs whose text pdf.js reads back in order', async () => {
    const pdf = makePdf(
      paginate('ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)\n3. SALES PRICE: (a) $425,000.00 ¶5\nsecond line', 2),
    );
    const out = await extractPdfText(pdf);
    expect(out.pages).toBe(2);
    expect(out.requiresManualPaste).toBe(false);
    expect(out.text).toContain('ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)');
    expect(out.text).toContain('3. SALES PRICE: (a) $425,000.00 ¶5');
    expect(out.text.indexOf('RESALE')).toBeLessThan(out.text.indexOf('second line'));
  });

  it('makes a drawing-only PDF that reads as a scan', async () => {
    const out = await extractPdfText(makePdf([[]], { drawOnly: true }));
    expect(out.requiresManualPaste).toBe(true);
    expect(out.text).toBe('');
  });
});
