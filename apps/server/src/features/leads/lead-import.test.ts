import { LEAD_IMPORT_MAX_BYTES } from '@bluebonnet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadImports, leads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, finished, leadBody, type Realtor, sendUpload, signedInRealtor, upload } from './leads.fixture';

/** A Follow Up Boss export as agents really send it: BOM, quoted commas, a blank line, repeats, bad rows. */
const FUB_EXPORT = [
  '\uFEFFFirst Name,Last Name,Email 1,Phone 1,Stage,Source,Price,Background,Tags',
  'Maria,Gonzalez,maria.gonzalez@example.com,(469) 555-0182,Lead,Zillow,"$450,000","Wants Frisco, McKinney",buyer',
  '',
  'James,Carter,james@example.com,214-555-0101,Hot Prospect,Referral,,,',
  'Ana,,ana@example.com,,,,,,',
  'Bob,Smith,not-an-email,,,,,,',
  'James,Carter,JAMES@example.com,,,,,,',
  'Existing,Lead,existing@example.com,,,,,,',
].join('\r\n');

const manyRows = (n: number, prefix = 'lead') =>
  [
    'First Name,Last Name,Email,Phone',
    ...Array.from({ length: n }, (_, i) => `Pat,Row${i},${prefix}${i}@example.com,`),
  ].join('\n');

describe('CSV import', () => {
  let t: TestApp;
  let rosa: Realtor;
  let other: Realtor;
  let as: ReturnType<typeof call>;
  const countLeads = async (realtorId = rosa.id) =>
    (await t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.realtorId, realtorId))).length;
  const countRuns = async () => (await t.database.db.select({ id: leadImports.id }).from(leadImports)).length;

  beforeAll(async () => {
    t = await createTestApp();
    rosa = await signedInRealtor(t);
    other = await signedInRealtor(t);
    as = call(t, rosa);
    await as(
      'POST',
      '/api/leads',
      leadBody({ firstName: 'Existing', lastName: 'Lead', email: 'existing@example.com', phone: '' }),
    );
  });
  afterAll(() => t.close());

  it('previews a messy export: format, columns, first rows with their problems, and the counts', async () => {
    const before = await countLeads();
    const res = await sendUpload(t, rosa, '/api/leads/import/preview', upload(FUB_EXPORT, 'fub-export.csv'));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      fileName: 'fub-export.csv',
      format: 'Follow Up Boss',
      totalRows: 6,
      validRows: 2,
      duplicateRows: 2,
      invalidRows: 2,
    });
    expect(preview.columns.slice(0, 4)).toEqual([
      { header: 'First Name', field: 'firstName' },
      { header: 'Last Name', field: 'lastName' },
      { header: 'Email 1', field: 'email' },
      { header: 'Phone 1', field: 'phone' },
    ]);
    const byLine = Object.fromEntries(preview.rows.map((r: { line: number }) => [r.line, r]));
    expect(Object.keys(byLine)).toEqual(['2', '4', '5', '6', '7', '8']);
    expect(byLine[2]).toMatchObject({ firstName: 'Maria', errors: [], duplicateOf: null });
    expect(byLine[5].errors.map((e: { field: string }) => e.field)).toContain('lastName');
    expect(byLine[6].errors.map((e: { field: string }) => e.field)).toContain('email');
    expect(byLine[7].errors[0].message).toMatch(/line 4/);
    expect(byLine[8].duplicateOf).toMatchObject({ name: 'Existing Lead' });
    expect(await countLeads()).toBe(before);
  });

  it('imports the valid new rows and reports created, duplicates skipped and rejected with reasons', async () => {
    const before = await countLeads();
    const res = await sendUpload(t, rosa, '/api/leads/import', upload(FUB_EXPORT, 'fub-export.csv'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'fub-export.csv', status: 'running', created: 0 });
    const run = await finished(t, rosa, res.json().id);
    expect(run).toMatchObject({
      status: 'succeeded',
      totalRows: 6,
      processedRows: 6,
      created: 2,
      duplicates: 2,
      rejectedCount: 2,
      error: null,
    });
    expect(run.rejected.map((r: { line: number }) => r.line)).toEqual([5, 6]);
    expect(run.rejected[1].reason).toMatch(/valid email/);
    expect(run.finishedAt).not.toBeNull();
    expect(await countLeads()).toBe(before + 2);
    const maria = (await as('GET', '/api/leads?search=maria')).json()[0];
    expect(maria).toMatchObject({ budget: 450000, source: 'zillow', notes: 'Wants Frisco, McKinney' });
    expect(maria.engagementScore).not.toBeNull();
    // The full reading is made on first read.
    const insights = await as('GET', `/api/leads/${maria.id}/insights`);
    expect(insights.json()).toMatchObject({ leadId: maria.id, earlyStage: true });
  });

  it('skips every row the second time: they are all on file now', async () => {
    const res = await sendUpload(t, rosa, '/api/leads/import', upload(FUB_EXPORT));
    expect(await finished(t, rosa, res.json().id)).toMatchObject({ created: 0, duplicates: 4, rejectedCount: 2 });
  });

  it('imports nothing from a file it cannot read, and says why', async () => {
    const before = await countLeads();
    const headless = 'maria@example.com,Maria,Gonzalez\njames@example.com,James,Carter';
    const preview = await sendUpload(t, rosa, '/api/leads/import/preview', upload(headless));
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toMatch(/^The first line must name the columns/);
    const res = await sendUpload(t, rosa, '/api/leads/import', upload(headless));
    expect(res.statusCode).toBe(201);
    const run = await finished(t, rosa, res.json().id);
    expect(run).toMatchObject({ status: 'failed', created: 0 });
    expect(run.error).toMatch(/^The first line must name the columns/);
    expect(await countLeads()).toBe(before);
  });

  it('refuses what is not a CSV upload with 4xx, and records no run', async () => {
    const runs = await countRuns();
    const cases = [
      [upload('%PDF-1.7', 'contract.pdf', 'file', 'application/pdf'), 415],
      [upload(FUB_EXPORT, 'leads.csv', 'pdf'), 400],
      [upload('', 'leads.csv'), 400],
      [upload(Buffer.alloc(LEAD_IMPORT_MAX_BYTES + 1, 'a'), 'big.csv'), 413],
    ] as const;
    for (const url of ['/api/leads/import/preview', '/api/leads/import']) {
      for (const [body, status] of cases) expect((await sendUpload(t, rosa, url, body)).statusCode).toBe(status);
      const json = await t.app.inject({
        method: 'POST',
        url,
        payload: { file: 'x' },
        headers: { cookie: rosa.cookie },
      });
      expect(json.statusCode).toBe(400);
    }
    expect(await countRuns()).toBe(runs);
  });

  it('runs one import per realtor at a time', async () => {
    const [a, b] = await Promise.all([
      sendUpload(t, rosa, '/api/leads/import', upload(manyRows(2000, 'first'))),
      sendUpload(t, rosa, '/api/leads/import', upload(manyRows(2000, 'second'))),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toMatch(/already running/);
    const started = a.statusCode === 201 ? a : b;
    // Another realtor is not held up by it.
    const theirs = await sendUpload(t, other, '/api/leads/import', upload(manyRows(3, 'theirs')));
    expect(theirs.statusCode).toBe(201);
    expect((await finished(t, rosa, started.json().id)).created).toBe(2000);
    expect((await finished(t, other, theirs.json().id)).created).toBe(3);
  });

  it('shows a run only to the realtor who started it', async () => {
    const res = await sendUpload(t, rosa, '/api/leads/import', upload(manyRows(2, 'private')));
    const id = res.json().id as number;
    await finished(t, rosa, id);
    expect((await call(t, other)('GET', `/api/leads/import/${id}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/leads/import/2000000000')).statusCode).toBe(404);
  });

  it('imports 10,000 rows in one run, with progress on the way', async () => {
    const before = await countLeads();
    const res = await sendUpload(t, rosa, '/api/leads/import', upload(manyRows(10_000, 'bulk')));
    expect(res.statusCode).toBe(201);
    const seen = new Set<number>();
    let run = res.json();
    while (run.status === 'running') {
      seen.add(run.processedRows);
      await new Promise((resolve) => setTimeout(resolve, 10));
      run = (await as('GET', `/api/leads/import/${run.id}`)).json();
    }
    expect(run).toMatchObject({ status: 'succeeded', totalRows: 10_000, processedRows: 10_000, created: 10_000 });
    expect(seen.size).toBeGreaterThan(1);
    expect(await countLeads()).toBe(before + 10_000);
  }, 60_000);
});
