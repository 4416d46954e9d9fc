import type { TestApp } from '../../test/test-app';

/** A complete Add Lead payload for tests; override any field. */
export const leadBody = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Gonzalez',
  email: 'maria.gonzalez@example.com',
  phone: '(469) 555-0182',
  budget: '$450,000',
  timeline: '1_3_months',
  propertyType: 'single_family',
  preferredAreas: 'Frisco, McKinney',
  ...extra,
});

export type Realtor = { id: number; cookie: string };

/** A signed-in realtor. */
export async function signedInRealtor(t: TestApp, extra: { firstName?: string } = {}): Promise<Realtor> {
  const u = await t.createUser(extra);
  return { id: u.id, cookie: await t.login(u.email, u.password) };
}

/** A request as the realtor (or signed out with `null`). */
export function call(t: TestApp, who: Realtor | null) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });
}

/** A multipart body with one file part, as a browser sends an upload. */
export function upload(content: string | Buffer, filename = 'leads.csv', field = 'file', type = 'text/csv') {
  const boundary = '----bluebonnet' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends an upload as the realtor. */
export function sendUpload(t: TestApp, who: Realtor, url: string, body: ReturnType<typeof upload>) {
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie: who.cookie } });
}

/** Polls an import run until it is no longer running. */
export async function finished(t: TestApp, who: Realtor, id: number) {
  for (let i = 0; i < 600; i++) {
    const run = (await call(t, who)('GET', `/api/leads/import/${id}`)).json();
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}
