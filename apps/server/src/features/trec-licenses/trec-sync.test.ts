import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatLongDate } from '@bluebonnet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trecLicenses, trecSyncRuns } from '../../db/schema/index';
import { createPeerApp, createTestApp, type TestApp } from '../../test/test-app';
import { call, type Realtor, signedInRealtor } from '../leads/leads.fixture';
import { generatedTrecFile, settled, signedInAdmin, stats, verify } from './trec-files.fixture';

/** A local stand-in for TREC's web server: serves the file, or half of it and then waits. */
async function standIn() {
  let file = generatedTrecFile(60, 7500001);
  let hold: Promise<void> | null = null;
  let release = () => {};
  const server: Server = createServer((req, res) => {
    if (req.url !== '/trecfile.txt') return void res.writeHead(404, 'Not Found').end();
    res.writeHead(200, { 'content-type': 'text/plain', 'last-modified': 'Mon, 23 Nov 2026 06:00:00 GMT' });
    if (!hold) return void res.end(file);
    res.write(file.subarray(0, 1000));
    void hold.then(() => res.end(file.subarray(1000)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/trecfile.txt`,
    missingUrl: `${base}/missing.txt`,
    setFile: (bytes: Buffer) => (file = bytes),
    holdHalfway() {
      hold = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      release();
      hold = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Force Sync downloads TREC’s file from the configured address', () => {
  let site: Awaited<ReturnType<typeof standIn>>;
  let t: TestApp;
  let admin: Realtor;
  let realtor: Realtor;
  beforeAll(async () => {
    site = await standIn();
    t = await createTestApp({ TREC_DATA_URL: site.url });
    admin = await signedInAdmin(t);
    realtor = await signedInRealtor(t);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('downloads, imports and dates the data by the answer’s Last-Modified', async () => {
    const res = await call(t, admin)('POST', '/api/admin/trec-sync');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      run: { status: 'in_progress', trigger: 'admin', source: site.url },
    });
    const s = await settled(t, admin);
    expect(s).toMatchObject({
      syncStatus: 'success',
      totalLicenses: 60,
      dataDate: '2026-11-23',
      downloadUrl: site.url,
    });
    expect((await verify(t, realtor, '7500060')).json().source).toMatchObject({ kind: 'trec', dataDate: '2026-11-23' });
  });

  it('never runs two syncs at once, and shows progress while one runs', async () => {
    site.holdHalfway();
    expect((await call(t, admin)('POST', '/api/admin/trec-sync')).statusCode).toBe(201);
    const second = await call(t, admin)('POST', '/api/admin/trec-sync');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^A TREC sync is already running \(started .*\)\. Wait for it to finish\.$/);
    const during = await stats(t, admin);
    expect(during.syncStatus).toBe('in_progress');
    expect(during.currentRun?.status).toBe('in_progress');
    expect(during.totalLicenses).toBe(60); // readers still see the previous data
    site.release();
    expect((await settled(t, admin)).syncStatus).toBe('success');
  });

  it('fails plainly when the address answers 404 or cannot be reached, and keeps the data', async () => {
    const t404 = await createPeerAppWith(t, site.missingUrl);
    try {
      await call(t404, admin)('POST', '/api/admin/trec-sync');
      const s = await settled(t404, admin);
      expect(s.syncStatus).toBe('failed');
      expect(s.totalLicenses).toBe(60);
      const [run] = (await call(t404, admin)('GET', '/api/admin/trec-sync-runs')).json().runs;
      expect(run.message).toMatch(
        /^127\.0\.0\.1:\d+ answered 404 Not Found for the TREC file\. The current data \(60 licenses/,
      );
    } finally {
      await t404.close();
    }
    const port = await closedPort();
    const closed = await createPeerAppWith(t, `http://127.0.0.1:${port}/trecfile.zip`);
    try {
      await call(closed, admin)('POST', '/api/admin/trec-sync');
      await settled(closed, admin);
      const [run] = (await call(closed, admin)('GET', '/api/admin/trec-sync-runs')).json().runs;
      expect(run.message).toBe(
        `Could not connect to 127.0.0.1:${port}. Upload the file instead, or try again later. The current data (60 licenses imported ${todayLong()}) is kept.`,
      );
      expect((await verify(closed, realtor, '7500001')).json().success).toBe(true);
    } finally {
      await closed.close();
    }
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const todayLong = () => formatLongDate(new Date().toISOString().slice(0, 10));

/** A second app on the same database with another download address. */
async function createPeerAppWith(first: TestApp, url: string): Promise<TestApp> {
  return createPeerApp({ ...first, env: { ...first.env, TREC_DATA_URL: url } });
}

describe('an import cut off by a stopped server', () => {
  it('is marked interrupted at the next start, its rows dropped, and the old data kept', async () => {
    const t = await createTestApp();
    try {
      const admin = await signedInAdmin(t);
      const db = t.database.db;
      // What a server killed mid-import leaves: a run in progress and some of its rows.
      const [run] = await db
        .insert(trecSyncRuns)
        .values({
          status: 'in_progress',
          trigger: 'upload',
          source: 'trecfile.txt',
          heartbeatAt: new Date(Date.now() - 10 * 60_000),
          rowsImported: 1000,
        })
        .returning();
      await db.insert(trecLicenses).values({
        datasetId: run!.id,
        line: 1,
        licenseTypeCode: 'SALE',
        licenseNumber: '7600001',
        licenseKey: '7600001',
        fullName: 'Half Sample Imported',
        nameKey: 'IMPORTED, HALF SAMPLE',
        statusCode: '20',
        standing: 'active',
      });
      expect((await stats(t, admin)).totalLicenses).toBe(283);
      const restarted = await createPeerApp(t);
      try {
        const s = await stats(restarted, admin);
        expect(s.syncStatus).toBe('failed');
        expect(s.totalLicenses).toBe(283);
        const [last] = (await call(restarted, admin)('GET', '/api/admin/trec-sync-runs')).json().runs;
        expect(last.message).toBe(
          'Interrupted after 1,000 rows: the server stopped during the import. The sample data stays in use.',
        );
        expect((await verify(restarted, admin, '7600001')).json().success).toBe(false);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});
