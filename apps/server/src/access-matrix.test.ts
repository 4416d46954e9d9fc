import * as contracts from '@bluebonnet/contracts';
import type { Access, Endpoint } from '@bluebonnet/contracts';
import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import type { HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './features/auth/index';
import { upload as leadCsvUpload } from './features/leads/leads.fixture';
import { intakeForm } from './test/intake-form.fixture';
import { sampleValue } from './test/sample-body';
import { createTestApp } from './test/test-app';

/*
 * Who may call what, generated from the app's own route table: every registered route is called
 * signed out, as a realtor, as another realtor and as an admin, and the answer is checked against
 * the route's declared `config.access`. A route added later is covered without anyone writing its
 * access test; if its declared access is not honoured, this file fails.
 */

// Built at collection time: the tests are generated from the routes this app registers.
const t = await createTestApp();
afterAll(() => t.close());

type Caller = 'signed out' | 'realtor' | 'other realtor' | 'admin';
type Row = { method: HTTPMethods; url: string; access: Access; route: RouteOptions };

/** Method and path of every endpoint in the contracts (GET ones answer HEAD too). */
const contractEndpoints: Endpoint[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));
const contractRoutes = new Set(
  contractEndpoints.flatMap((e) => [`${e.method} ${e.path}`, ...(e.method === 'GET' ? [`HEAD ${e.path}`] : [])]),
);

/**
 * Skipped, and why: the API docs (`/api/docs…`, Swagger UI's files and the OpenAPI document) and the
 * built web app's static files (outside `/api/`, in no contract) are added by third-party plugins
 * that `markRoutesPublic` makes public as a whole; they hold no one's data and are the same for
 * every caller. Only public ones are skipped: a private route is in the matrix wherever it lives.
 */
const isDocsOrStatic = (r: Pick<Row, 'url' | 'method' | 'access'>) =>
  r.access === 'public' &&
  (r.url.startsWith('/api/docs') || (!r.url.startsWith('/api/') && !contractRoutes.has(`${r.method} ${r.url}`)));

const rows: Row[] = t.app.routeTable
  .flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method: method as HTTPMethods,
      url: route.url,
      access: route.config?.access as Access,
      route,
    })),
  )
  .filter((r) => !isDocsOrStatic(r))
  // Deletions last, so a record removed by its owner is not missing for the routes after it.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
const DENIED = [401, 403];

describe('access matrix (generated from the route table)', () => {
  const cookies: Record<Exclude<Caller, 'signed out'>, string> = { realtor: '', 'other realtor': '', admin: '' };
  const credentials = {} as Record<Exclude<Caller, 'signed out'>, { email: string; password: string }>;
  /** Records realtor A owns, by the path prefix that serves them, with the path params that name them. */
  let owned: { prefix: string; params: Record<string, string> }[] = [];
  let realtorId = 0;

  beforeAll(async () => {
    for (const [caller, role] of [
      ['realtor', 'user'],
      ['other realtor', 'user'],
      ['admin', 'admin'],
    ] as const) {
      const u = await t.createUser({ role, subscriptionPlan: 'professional', monthlyContractAnalysisLimit: 1000 });
      credentials[caller] = { email: u.email, password: u.password };
      cookies[caller] = await t.login(u.email, u.password);
      if (caller === 'realtor') realtorId = u.id;
    }
    const analysis = (
      await as('realtor', 'POST', '/api/contract-analyses', {
        contractType: 'purchase',
        contractText: RESALE_FINANCED_2026,
      })
    ).json();
    const intake = await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(realtorId) });
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/home-research-profiles',
      payload: { customerId: intake.json().id },
      headers: { cookie: cookies.realtor },
    });
    const lead = await as('realtor', 'POST', '/api/leads', {
      firstName: 'Maria',
      lastName: 'Gonzalez',
      email: 'maria.gonzalez@example.com',
    });
    const csv = leadCsvUpload('First Name,Last Name,Email\nAna,Lopez,ana@example.com\n');
    const leadImport = await t.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      payload: csv.payload,
      headers: { ...csv.headers, cookie: cookies.realtor },
    });
    expect([analysis.actionItems.length > 0, intake.statusCode, profile.statusCode]).toEqual([true, 201, 201]);
    expect([lead.statusCode, leadImport.statusCode]).toEqual([201, 201]);
    owned = [
      {
        prefix: '/api/contract-analyses/',
        params: { id: String(analysis.id), contractId: String(analysis.id), itemId: analysis.actionItems[0].id },
      },
      { prefix: '/api/customer-intakes/', params: { id: String(intake.json().id) } },
      { prefix: '/api/home-research-profiles/', params: { id: String(profile.json().id) } },
      { prefix: '/api/leads/', params: { id: String(lead.json().id), importId: String(leadImport.json().id) } },
    ];
  });

  async function as(caller: Caller, method: HTTPMethods, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: caller === 'signed out' ? {} : { cookie: cookies[caller] },
    });
    // Logging in, out or registering touches the session cookie: sign the caller in afresh, as
    // themself, so the next route still sees the caller the matrix says.
    if (caller !== 'signed out' && res.cookies.some((c) => c.name === SESSION_COOKIE)) {
      cookies[caller] = await t.login(credentials[caller].email, credentials[caller].password);
    }
    return res;
  }

  /** A value for each path param that names no record yet passes the params schema. */
  function missingParams(row: Row): Record<string, string> {
    const schema = (row.route.schema as { params?: z.ZodType } | undefined)?.params;
    const values: Record<string, string> = {};
    for (const name of paramNames(row.url)) {
      values[name] =
        ['2147483647', 'zzzzzzzzzzzz', 'zzzzzz'].find(
          (c) => !schema?.safeParse({ ...values, [name]: c }).error?.issues.some((i) => i.path[0] === name),
        ) ?? 'zzzzzzzzzzzz';
    }
    return values;
  }

  function bodyFor(row: Row, caller: Caller): unknown {
    if (row.method === 'GET' || row.method === 'HEAD') return undefined;
    // Wrong credentials answer 401 by design (that is what a login is), so it gets real ones.
    if (row.url === '/api/login') return credentials[caller === 'signed out' ? 'realtor' : caller];
    const schema = (row.route.schema as { body?: z.ZodType } | undefined)?.body;
    // A valid body reaches the handler (and its ownership check); no schema means no JSON body.
    return schema ? (sampleValue(schema) ?? {}) : undefined;
  }

  it('covers every route of the contracts, each registered with the access its endpoint declares', () => {
    const registered = new Map(rows.map((r) => [`${r.method} ${r.url}`, r.access]));
    const mismatches = contractEndpoints
      .filter((e) => registered.get(`${e.method} ${e.path}`) !== e.access)
      .map((e) => `${e.method} ${e.path}: declared ${e.access}, registered ${registered.get(`${e.method} ${e.path}`)}`);
    expect(mismatches).toEqual([]);
    expect(rows.length).toBeGreaterThan(contractEndpoints.length);
  });

  it.each(rows.map((r) => [`${r.method} ${r.url} (${r.access})`, r] as const))('%s', async (_, row) => {
    const names = paramNames(row.url);
    const hasParams = names.length > 0;
    const record = hasParams
      ? owned.find((o) => row.url.startsWith(o.prefix) && names.every((n) => n in o.params))
      : undefined;
    const params = record?.params ?? missingParams(row);
    const url = contracts.pathTo(row.url, params);
    const seen: string[] = [];
    const expected: string[] = [];
    // The owner last: their call may delete the record.
    for (const caller of ['signed out', 'other realtor', 'admin', 'realtor'] as const) {
      const res: LightMyRequestResponse = await as(caller, row.method, url, bodyFor(row, caller));
      const want = expectation(row.access, caller, hasParams ? (record ? 'owned' : 'missing') : 'none');
      const ok = want === 'allowed' ? !DENIED.includes(res.statusCode) : String(res.statusCode) === want;
      const label = `${caller}: ${want === 'allowed' ? 'not 401/403' : want}`;
      expected.push(label);
      seen.push(ok ? label : `${caller}: got ${res.statusCode} ${res.body.slice(0, 120)}`);
      // The owner must reach their own record, or the 404s above would prove nothing.
      if (record && caller === 'realtor' && want === 'allowed' && [404, ...DENIED].includes(res.statusCode)) {
        seen[seen.length - 1] = `${caller}: could not reach their own record (${res.statusCode})`;
      }
    }
    expect(seen).toEqual(expected);
  });
});

/**
 * The answer a caller should get. `allowed` means "not 401/403": the status then depends on the
 * route (a body or a record may still be refused). An admin is a user too: the access hook only
 * stops non-admins at `admin` routes. Another realtor's record answers 404 — to every other account,
 * the admin's included, since each realtor's data is theirs alone (admins act through admin routes).
 */
function expectation(access: Access, caller: Caller, record: 'owned' | 'missing' | 'none'): 'allowed' | string {
  if (access !== 'public' && caller === 'signed out') return '401';
  if (access === 'admin' && caller !== 'admin') return '403';
  // A public route answers an unknown name as it sees fit (the short form link redirects to the
  // blank form); for access, it is enough that nobody is turned away.
  if (access === 'public') return 'allowed';
  if (record === 'missing') return '404';
  if (record === 'owned' && caller !== 'realtor') return '404';
  return 'allowed';
}
