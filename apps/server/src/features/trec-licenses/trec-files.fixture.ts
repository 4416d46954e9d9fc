// Test helpers: license files in TREC's layout, admin and realtor sessions, and waiting for an import.
import type { TrecStats } from '@bluebonnet/contracts';
import { trecFile, trecLine } from '../../engines/trec-import/trec-rows.fixture';
import type { TestApp } from '../../test/test-app';
import { type Realtor, upload } from '../leads/leads.fixture';

export { trecFile, trecLine };

/** A TREC file of `n` active sales agents numbered from `first`, plus any extra lines. */
export function generatedTrecFile(n: number, first = 7100001, extra: string[] = []): Buffer {
  const lines = Array.from({ length: n }, (_, i) =>
    trecLine({
      licenseNumber: String(first + i),
      fullName: `Agent${i} Sample Example`,
      nameLastFirst: `EXAMPLE, AGENT${i} SAMPLE`,
    }),
  );
  return trecFile([...lines, ...extra]);
}

export async function signedInAdmin(t: TestApp): Promise<Realtor> {
  const u = await t.createUser({ role: 'admin' });
  return { id: u.id, cookie: await t.login(u.email, u.password) };
}

export function uploadTrec(t: TestApp, who: Realtor, bytes: Buffer, filename = 'trecfile.txt') {
  const body = upload(bytes, filename, 'file', 'text/plain');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/trec-upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

export async function stats(t: TestApp, admin: Realtor): Promise<TrecStats> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/trec-stats', headers: { cookie: admin.cookie } });
  if (res.statusCode !== 200) throw new Error(`stats ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Polls the stats until no import is running, and returns them. */
export async function settled(t: TestApp, admin: Realtor): Promise<TrecStats> {
  for (let i = 0; i < 1200; i++) {
    const s = await stats(t, admin);
    if (!s.currentRun) return s;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the TREC import did not finish');
}

export function verify(t: TestApp, who: Realtor | null, licenseNumber: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/verify-trec-license',
    payload: { licenseNumber },
    headers: who ? { cookie: who.cookie } : {},
  });
}
