import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, type Realtor, signedInRealtor } from '../leads/leads.fixture';
import {
  generatedTrecFile,
  settled,
  signedInAdmin,
  stats,
  trecFile,
  trecLine,
  uploadTrec,
  verify,
} from './trec-files.fixture';

describe('TREC license verification on the bundled sample', () => {
  let t: TestApp;
  let realtor: Realtor;
  let admin: Realtor;
  beforeAll(async () => {
    t = await createTestApp();
    realtor = await signedInRealtor(t);
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  it('loads the sample at first start and says it is sample data', async () => {
    const s = await stats(t, admin);
    expect(s.totalLicenses).toBe(283);
    expect(s.activeLicenses).toBeGreaterThan(150);
    expect(s.syncStatus).toBe('success');
    expect(s.source).toMatchObject({ kind: 'sample', label: 'Sample data (made-up license holders)' });
    expect(s.downloadUrl).toBeNull();
    const source = (await call(t, realtor)('GET', '/api/trec-licenses/source')).json();
    expect(source).toMatchObject({ kind: 'sample', totalLicenses: 283, dataDate: null });
  });

  it('verifies an active sales agent with the sponsoring broker and what the status means', async () => {
    const res = await verify(t, realtor, ' 9900029 ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.licenseData).toMatchObject({
      licenseNumber: '9900029',
      status: 'Current and active',
      standing: 'active',
      canPractice: true,
      licenseType: 'Sales Agent',
      licenseeType: 'individual',
      firstName: 'Ana Sample',
      lastName: 'Nguyen',
      businessName: null,
      sponsoringBrokerLicenseNumber: '9900027',
      relationLabel: 'Sponsoring broker',
    });
    expect(body.licenseData.sponsoringBroker).toBeTruthy();
    expect(body.licenseData.statusMeaning).toMatch(
      /^Active: may conduct real estate brokerage in Texas, sponsored by /,
    );
    expect(body.source.kind).toBe('sample');
  });

  it('reads the number the way agents type it: leading zero, type suffix, no hyphen', async () => {
    for (const typed of ['09900029', '9900029-SA', '9900029sa', '9900029 SA']) {
      expect((await verify(t, realtor, typed)).json().licenseData?.licenseNumber, typed).toBe('9900029');
    }
  });

  it('says an inactive license cannot be used for business', async () => {
    const body = (await verify(t, realtor, '9900030')).json();
    expect(body.licenseData).toMatchObject({
      status: 'Current and inactive',
      standing: 'inactive',
      canPractice: false,
    });
    expect(body.licenseData.statusMeaning).toMatch(/cannot conduct real estate brokerage/);
  });

  it('answers a number not in the data with the manual link and only similar numbers that exist', async () => {
    const body = (await verify(t, realtor, '9900000')).json();
    expect(body.success).toBe(false);
    expect(body.error).toBe('No license 9900000 in the sample data.');
    expect(body.directVerificationLink).toBe('https://www.trec.texas.gov/apps/license-holder-search/');
    expect(body.manualVerificationInstructions).toMatch(/public license-holder lookup/);
    expect(body.similarLicenses.length).toBeGreaterThan(0);
    expect(body.similarLicenses.length).toBeLessThanOrEqual(5);
    for (const number of body.similarLicenses) {
      expect((await verify(t, realtor, number)).json().success, number).toBe(true);
    }
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      ['', /Enter a TREC license number/],
      ['   ', /Enter a TREC license number/],
      ['12345678901', /at most 10 characters/],
      ['abc', /as digits/],
      ['12-34', /as digits/],
      [42, /Enter a TREC license number/],
    ];
    for (const [input, message] of cases) {
      const res = await verify(t, realtor, input);
      expect(res.statusCode, String(input)).toBe(400);
      expect(res.json().message, String(input)).toMatch(message);
    }
  });

  it('needs a signed-in user, and admin for the admin routes', async () => {
    expect((await verify(t, null, '9900029')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/trec-stats'],
      ['GET', '/api/admin/trec-sync-runs'],
      ['POST', '/api/admin/trec-sync'],
      ['POST', '/api/admin/trec-upload'],
    ] as const) {
      expect((await call(t, realtor)(method, url)).statusCode, url).toBe(403);
      expect((await call(t, null)(method, url)).statusCode, url).toBe(401);
    }
  });

  it('finds license holders by last name, first name and county', async () => {
    const search = (q: string) => call(t, realtor)('GET', `/api/trec-licenses/search?${q}`);
    const byLast = (await search('lastName=mun')).json();
    expect(byLast.matches.length).toBeGreaterThan(0);
    for (const m of byLast.matches) expect(m.fullName).toMatch(/Muñoz/);
    const withFirst = (await search('lastName=Nguyen&firstName=ana')).json();
    expect(withFirst.matches.map((m: { fullName: string }) => m.fullName)).toContain('Ana Sample Nguyen');
    const inCounty = (await search('lastName=ng&county=collin')).json();
    expect(inCounty.matches.length).toBeGreaterThan(0);
    for (const m of inCounty.matches) expect(m.county).toBe('Collin');
    const everywhere = (await search('lastName=ng')).json();
    expect(everywhere.matches.length).toBeGreaterThan(inCounty.matches.length);
    const county = await search('lastName=nguyen&county=Narnia');
    expect(county.statusCode).toBe(400);
    expect(county.json().message).toMatch(/is not a Texas county/);
    expect((await search('lastName=n')).statusCode).toBe(400);
  });

  it('says downloads are off instead of pretending to sync', async () => {
    const res = await call(t, admin)('POST', '/api/admin/trec-sync');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Downloads of TREC data are turned off on this server. Upload the file instead.');
  });
});

describe('TREC file uploads', () => {
  let t: TestApp;
  let admin: Realtor;
  let realtor: Realtor;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    realtor = await signedInRealtor(t);
  });
  afterAll(() => t.close());

  it('imports an uploaded file, swaps it in, and reports the rows it could not read by line', async () => {
    const file = generatedTrecFile(40, 7100001, [
      'SALE\tonly three cells',
      trecLine({ licenseStatus: '99', licenseNumber: '7100999' }),
    ]);
    const res = await uploadTrec(t, admin, file);
    expect(res.statusCode).toBe(201);
    expect(res.json().run).toMatchObject({ status: 'in_progress', trigger: 'upload', source: 'trecfile.txt' });
    const s = await settled(t, admin);
    expect(s).toMatchObject({
      totalLicenses: 40,
      activeLicenses: 40,
      syncStatus: 'success',
      rowsImported: 40,
      rowsRejected: 2,
    });
    expect(s.source.kind).toBe('trec');
    expect((await verify(t, realtor, '9900029')).json().success).toBe(false);
    expect((await verify(t, realtor, '7100040')).json().licenseData.standing).toBe('active');
    const runs = (await call(t, admin)('GET', '/api/admin/trec-sync-runs')).json().runs;
    expect(runs[0].errors).toEqual([
      { line: 41, message: 'Line 41: expected 33 tab-separated columns, found 2.' },
      { line: 42, message: expect.stringMatching(/^Line 42: license status code "99" is unknown/) },
    ]);
    expect(runs.at(-1).trigger).toBe('sample');
  });

  it('keeps the current data when a file is cut off mid-row', async () => {
    const whole = generatedTrecFile(45, 7200001);
    const cut = whole.subarray(0, whole.length - 40);
    expect((await uploadTrec(t, admin, cut)).statusCode).toBe(201);
    const s = await settled(t, admin);
    expect(s.syncStatus).toBe('failed');
    expect(s.totalLicenses).toBe(40);
    const [run] = (await call(t, admin)('GET', '/api/admin/trec-sync-runs')).json().runs;
    expect(run.message).toMatch(
      /^The file ends in the middle of a row.*nothing was changed\. The current data \(40 licenses/,
    );
    expect((await verify(t, realtor, '7100001')).json().success).toBe(true);
    expect((await verify(t, realtor, '7200001')).json().success).toBe(false);
  });

  it('refuses a file that is far smaller than the current data', async () => {
    expect((await uploadTrec(t, admin, generatedTrecFile(5, 7300001))).statusCode).toBe(201);
    const s = await settled(t, admin);
    expect(s.syncStatus).toBe('failed');
    expect(s.totalLicenses).toBe(40);
  });

  it('refuses what is not a TREC file upload with 4xx and changes nothing', async () => {
    const wrongType = await uploadTrec(t, admin, Buffer.from('%PDF-1.4'), 'contract.pdf');
    expect(wrongType.statusCode).toBe(415);
    const empty = await uploadTrec(t, admin, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
    const notMultipart = await call(t, admin)('POST', '/api/admin/trec-upload', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect((await stats(t, admin)).totalLicenses).toBe(40);
  });

  it('checks a new realtor’s license at registration, and again when the data changes', async () => {
    const register = (trecLicenseNumber: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Lee',
          lastName: 'Sample',
          email,
          phone: '2145550100',
          trecLicenseNumber,
          password: 'correct-horse-battery',
          captchaVerification: true,
        },
      });
    const found = (await register('7100002', 'lee.found@example.com')).json().user;
    expect(found).toMatchObject({
      licenseStanding: 'active',
      licenseType: 'Sales Agent',
      licenseStatus: 'Current and active',
    });
    expect(found.sponsoringBroker).toBe('Linda Sample Rodriguez');
    expect(found.licenseVerifiedAt).toBeTruthy();
    const missing = (await register('7199999', 'lee.missing@example.com')).json().user;
    expect(missing).toMatchObject({ licenseStanding: null, licenseVerifiedAt: null, licenseType: null });
    expect(missing.licenseCheckedAt).toBeTruthy();

    // New data in which 7100002 is inactive: the realtor's record follows.
    const next = generatedTrecFile(40, 7100001)
      .toString('latin1')
      .replace(
        trecLine({
          licenseNumber: '7100002',
          fullName: 'Agent1 Sample Example',
          nameLastFirst: 'EXAMPLE, AGENT1 SAMPLE',
        }),
        trecLine({
          licenseNumber: '7100002',
          fullName: 'Agent1 Sample Example',
          nameLastFirst: 'EXAMPLE, AGENT1 SAMPLE',
          licenseStatus: '21',
        }),
      );
    await uploadTrec(t, admin, Buffer.from(next, 'latin1'));
    const s = await settled(t, admin);
    expect(s.syncStatus).toBe('success');
    // Realtors are re-checked right after the swap, in the background: wait for it.
    let lee: { licenseStanding: string | null } | undefined;
    for (let i = 0; i < 200 && lee?.licenseStanding !== 'inactive'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const users = (await call(t, admin)('GET', '/api/admin/users')).json();
      lee = users.find((u: { email: string }) => u.email === 'lee.found@example.com');
    }
    expect(lee).toMatchObject({ licenseStanding: 'inactive', licenseStatus: 'Current and inactive' });
    expect((await stats(t, admin)).realtors.notActive).toBeGreaterThanOrEqual(1);
  });
});

describe('a Latin-1 file', () => {
  it('reads "Muñoz" right and finds it by name without the accent', async () => {
    const t = await createTestApp();
    try {
      const admin = await signedInAdmin(t);
      const lines = [
        trecLine({ licenseNumber: '7400001', fullName: 'José Sample Muñoz', nameLastFirst: 'MUÑOZ, JOSÉ SAMPLE' }),
      ];
      await uploadTrec(t, admin, trecFile(lines));
      await settled(t, admin);
      const body = (await call(t, admin)('GET', '/api/trec-licenses/search?lastName=munoz&firstName=jose')).json();
      expect(body.matches).toEqual([
        expect.objectContaining({ fullName: 'José Sample Muñoz', licenseNumber: '7400001' }),
      ]);
    } finally {
      await t.close();
    }
  });
});
