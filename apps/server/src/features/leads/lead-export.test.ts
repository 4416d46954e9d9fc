import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, leadBody, type Realtor, signedInRealtor } from './leads.fixture';

const clock = () => new Date('2026-11-03T04:30:00Z'); // 10:30 p.m. on November 2 in Dallas

describe('CSV export of the filtered list', () => {
  let t: TestApp;
  let rosa: Realtor;
  let as: ReturnType<typeof call>;
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    rosa = await signedInRealtor(t);
    as = call(t, rosa);
    await as('POST', '/api/leads', leadBody({ status: 'qualified', notes: 'Wants a pool, "big" yard' }));
    await as(
      'POST',
      '/api/leads',
      leadBody({ firstName: 'James', lastName: 'Carter', email: 'james@example.com', phone: '' }),
    );
    await as(
      'POST',
      '/api/leads',
      leadBody({ firstName: '=HYPERLINK("x")', lastName: 'Hacker', email: 'h@example.com', phone: '' }),
    );
    await call(t, await signedInRealtor(t))('POST', '/api/leads', leadBody({ firstName: 'Theirs' }));
  });
  afterAll(() => t.close());

  it('downloads every lead as a dated CSV file that Excel opens cleanly', async () => {
    const res = await as('GET', '/api/leads/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-02.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'First Name,Last Name,Email,Phone,Source,Status,Priority,Budget,Timeline,Property Type,Preferred Areas,Pre-approval,Notes,Next Follow-up,Created',
    );
    expect(rows).toHaveLength(3);
    // Newest first; a formula is never run by a spreadsheet; quotes and commas survive.
    expect(rows[0]).toMatch(/^"'=HYPERLINK\(""x""\)",Hacker,h@example.com,/);
    expect(rows[1]).toMatch(/^James,Carter,james@example.com,,Website,New,Medium,450000,/);
    expect(rows[2]).toContain('Maria,Gonzalez,maria.gonzalez@example.com,(469) 555-0182,Website,Qualified');
    expect(rows[2]).toContain('"Wants a pool, ""big"" yard"');
    expect(rows[2]?.endsWith(',2026-11-02')).toBe(true);
    expect(res.body).not.toContain('Theirs');
  });

  it('applies the list’s filter and search', async () => {
    expect(lines((await as('GET', '/api/leads/export?filter=qualified')).body).slice(1)).toHaveLength(1);
    const searched = lines((await as('GET', '/api/leads/export?search=carter')).body);
    expect(searched.slice(1).map((r) => r.split(',')[0])).toEqual(['James']);
    expect(lines((await as('GET', '/api/leads/export?filter=lost')).body)).toHaveLength(1); // the header alone
    expect((await as('GET', '/api/leads/export?filter=hot')).statusCode).toBe(400);
  });

  it('streams every page of a large list', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      realtorId: rosa.id,
      firstName: 'Bulk',
      lastName: `Lead${i}`,
      email: `bulk${i}@example.com`,
      createdAt: new Date(Date.UTC(2026, 9, 1, 0, 0, i)),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(leads).values(rows.slice(i, i + 500));
    const exported = lines((await as('GET', '/api/leads/export')).body).slice(1);
    expect(exported).toHaveLength(2_503);
    expect(new Set(exported).size).toBe(2_503);
  });
});
