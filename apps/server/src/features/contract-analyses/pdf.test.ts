import { extractContractTerms } from '@bluebonnet/domain';
import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFlateBombPdf } from '../../test/make-bomb-pdf';
import { makePdf, paginate } from '../../test/make-pdf';
import { createTestApp, type TestApp } from '../../test/test-app';

function multipart(field: string, filename: string, bytes: Uint8Array, type = 'application/pdf') {
  const boundary = '----bluebonnet' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('POST /api/extract-pdf-text', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.createUser();
    cookie = await t.login(u.email, u.password);
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, c: string | null = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/extract-pdf-text',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(c ? { cookie: c } : {}) },
    });

  it('returns the text of an 11-page contract in reading order', async () => {
    const pdf = makePdf(paginate(RESALE_FINANCED_2026));
    const res = await upload(multipart('pdf', 'contract.pdf', pdf));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.requiresManualPaste).toBe(false);
    expect(body.pages).toBeGreaterThanOrEqual(10);
    expect(body.text).toContain('ONE TO FOUR FAMILY RESIDENTIAL CONTRACT');
    expect(body.text).toContain('2417 Hollow Creek');
    expect(body.text.indexOf('PARTIES')).toBeLessThan(body.text.indexOf('SALES PRICE'));
    // What the reader finds in the extracted text is what it finds in the original.
    const fromPdf = extractContractTerms(body.text);
    const original = extractContractTerms(RESALE_FINANCED_2026);
    expect(fromPdf.closingDate?.value).toBe('2026-05-29');
    for (const read of [
      (t: typeof original) => t.price.salesPriceCents?.value,
      (t: typeof original) => t.effectiveDate?.value,
      (t: typeof original) => t.option.days?.value,
      (t: typeof original) => t.closingDate?.value,
    ]) {
      expect(read(fromPdf)).toBe(read(original));
    }
  });

  it('asks for a manual paste when the PDF has no text layer', async () => {
    const res = await upload(multipart('pdf', 'scan.pdf', makePdf([[]], { drawOnly: true })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requiresManualPaste: true, text: '' });
  });

  it('judges the file by its content, not its name', async () => {
    const res = await upload(multipart('pdf', 'contract.pdf', new TextEncoder().encode('PK\u0003\u0004 not a pdf')));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only PDF files can be uploaded: this file is not a PDF.');
  });

  it('wants the file in the field named pdf, and a multipart body', async () => {
    const res = await upload(multipart('file', 'contract.pdf', makePdf([['hello']])));
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/extract-pdf-text', payload: {}, headers: { cookie } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses files over 20 MB with 413', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await upload(multipart('pdf', 'big.pdf', big));
    expect(res.statusCode).toBe(413);
  });

  it('answers 401 when signed out', async () => {
    expect((await upload(multipart('pdf', 'a.pdf', makePdf([['x']])), null)).statusCode).toBe(401);
  });

  it('refuses a decompression bomb quickly with 413 while another realtor’s upload succeeds', async () => {
    const other = await t.createUser();
    const otherCookie = await t.login(other.email, other.password);
    const bomb = await makeFlateBombPdf(1024 * 1024 * 1024); // 1 GiB of spaces in about 1 MB
    const started = performance.now();
    const [bad, good] = await Promise.all([
      upload(multipart('pdf', 'bomb.pdf', bomb)),
      upload(multipart('pdf', 'contract.pdf', makePdf(paginate(RESALE_FINANCED_2026))), otherCookie),
    ]);
    expect(bad.statusCode).toBe(413);
    expect(bad.json().message).toContain('expands to more content than a contract can have');
    expect(good.statusCode).toBe(200);
    expect(good.json().text).toContain('2417 Hollow Creek');
    expect(performance.now() - started).toBeLessThan(15_000); // the bound that matters is memory: see bench
  });

  it('reads one PDF per realtor at a time', async () => {
    const pdf = () => multipart('pdf', 'contract.pdf', makePdf(paginate(RESALE_FINANCED_2026)));
    const [first, second] = await Promise.all([upload(pdf()), upload(pdf())]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json().message).toBe(
      'A PDF of yours is still being read. Wait for it to finish, then upload the next.',
    );
  });
});
