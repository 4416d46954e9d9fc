import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataCsv, openDataJson, openDataRecord } from '../../engines/trec-import/open-data.fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Realtor } from '../leads/leads.fixture';
import { generatedTrecFile, settled, signedInAdmin, uploadTrec, verify } from './trec-files.fixture';

/** The upload accepts each form TREC's data comes in: the flat file (above), TREC's zip, the portal's CSV and JSON. */
describe('TREC uploads in every published form', () => {
  let t: TestApp;
  let admin: Realtor;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  it('imports trecfile.zip as TREC publishes it', async () => {
    const zip = Buffer.from(zipSync({ 'trecfile.txt': generatedTrecFile(30, 7700001) }));
    expect((await uploadTrec(t, admin, zip, 'trecfile.zip')).statusCode).toBe(201);
    expect(await settled(t, admin)).toMatchObject({ syncStatus: 'success', totalLicenses: 30 });
    expect((await verify(t, admin, '7700030')).json().success).toBe(true);
  });

  it('imports the Open Data Portal CSV export', async () => {
    const records = Array.from({ length: 30 }, (_, i) => openDataRecord({ license_number: `${7800001 + i}-SA` }));
    expect((await uploadTrec(t, admin, openDataCsv(records), 'trec-licenses.csv')).statusCode).toBe(201);
    expect(await settled(t, admin)).toMatchObject({ syncStatus: 'success', totalLicenses: 30 });
    expect((await verify(t, admin, '7800030')).json().licenseData.licenseNumber).toBe('7800030-SA');
  });

  it('imports the Open Data Portal JSON export', async () => {
    const records = Array.from({ length: 30 }, (_, i) => openDataRecord({ license_number: `${7900001 + i}-SA` }));
    expect((await uploadTrec(t, admin, openDataJson(records), 's7ft-44qi.json')).statusCode).toBe(201);
    expect(await settled(t, admin)).toMatchObject({ syncStatus: 'success', totalLicenses: 30 });
    expect((await verify(t, admin, '7900001')).json().success).toBe(true);
  });

  it('keeps the data when the zip is cut off', async () => {
    const zip = Buffer.from(zipSync({ 'trecfile.txt': generatedTrecFile(30, 7710001) }));
    await uploadTrec(t, admin, zip.subarray(0, Math.floor(zip.length / 2)), 'trecfile.zip');
    const s = await settled(t, admin);
    expect(s.syncStatus).toBe('failed');
    expect(s.totalLicenses).toBe(30);
    expect((await verify(t, admin, '7710001')).json().success).toBe(false);
  });
});
