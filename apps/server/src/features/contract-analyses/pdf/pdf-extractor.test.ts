import { afterEach, describe, expect, it } from 'vitest';
import { makeFlateBombPdf } from '../../../test/make-bomb-pdf';
import { makePdf } from '../../../test/make-pdf';
import { PdfExtractor } from './pdf-extractor';
import { checkInflatedSize, DEFAULT_PDF_LIMITS, PdfLimitError, TOO_MUCH_CONTENT } from './pdf-limits';

const MB = 1024 * 1024;
const contract = () => makePdf([['RESIDENTIAL CONTRACT', '1. PARTIES: Ana Buyer and Sam Seller'], ['Page two']]);
let extractor: PdfExtractor | undefined;
afterEach(async () => {
  await extractor?.close();
  extractor = undefined;
});

describe('inflated-size check', () => {
  it('counts the content of an ordinary PDF and lets it through', async () => {
    const size = await checkInflatedSize(contract(), 64 * MB);
    expect(size).toBe(0); // makePdf writes its streams uncompressed
  });

  it('refuses a Flate bomb after the cap, whatever the stream dictionary says', async () => {
    const bomb = await makeFlateBombPdf(96 * MB);
    await expect(checkInflatedSize(bomb, 32 * MB)).rejects.toThrow(TOO_MUCH_CONTENT);
    expect(await checkInflatedSize(bomb, 128 * MB)).toBe(96 * MB);
    const hidden = await makeFlateBombPdf(96 * MB, { hex: true });
    await expect(checkInflatedSize(hidden, 32 * MB)).rejects.toBeInstanceOf(PdfLimitError);
  });
});

describe('PDF extraction pool', () => {
  it('answers a bomb with 413 while a valid upload sent at the same moment succeeds', async () => {
    extractor = new PdfExtractor({ ...DEFAULT_PDF_LIMITS, maxInflatedBytes: 64 * MB });
    const bomb = await makeFlateBombPdf(512 * MB);
    const [bad, good] = await Promise.allSettled([extractor.extract(bomb, 'a'), extractor.extract(contract(), 'b')]);
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason).toMatchObject({ status: 413, message: TOO_MUCH_CONTENT });
    expect(good).toMatchObject({ status: 'fulfilled', value: { pages: 2 } });
    expect((good as PromiseFulfilledResult<{ text: string }>).value.text).toContain('Ana Buyer');
  });

  it('refuses more pages than the cap', async () => {
    extractor = new PdfExtractor({ ...DEFAULT_PDF_LIMITS, maxPages: 1 });
    await expect(extractor.extract(contract())).rejects.toMatchObject({ status: 413 });
  });

  it('stops a job past its time budget and serves the next one with a fresh worker', async () => {
    extractor = new PdfExtractor({ ...DEFAULT_PDF_LIMITS, timeoutMs: 1, workers: 1 });
    await expect(extractor.extract(contract())).rejects.toMatchObject({ status: 400 });
    const relaxed = new PdfExtractor({ ...DEFAULT_PDF_LIMITS, workers: 1 });
    try {
      await expect(relaxed.extract(contract())).resolves.toMatchObject({ pages: 2 });
    } finally {
      await relaxed.close();
    }
  });

  it('reads one PDF per owner at a time', async () => {
    extractor = new PdfExtractor();
    const first = extractor.extract(contract(), 'realtor-1');
    await expect(extractor.extract(contract(), 'realtor-1')).rejects.toMatchObject({ status: 429 });
    await expect(first).resolves.toMatchObject({ pages: 2 });
    await expect(extractor.extract(contract(), 'realtor-1')).resolves.toMatchObject({ pages: 2 });
  });
});
