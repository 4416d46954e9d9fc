import * as contracts from '@bluebonnet/contracts';
import type { Endpoint } from '@bluebonnet/contracts';
import { RESALE_FINANCED_2026 } from '@bluebonnet/domain/test-fixtures';
import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema/index';
import { SESSION_COOKIE } from './features/auth/index';
import { intakeForm } from './test/intake-form.fixture';
import { maxLengthsOf, sampleValue } from './test/sample-body';
import {
  type Body,
  getAt,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
  jsonText,
  leafPaths,
  rawBody,
  REMOVE,
  type Segment,
  setAt,
  shapedEdges,
  wellFormed,
} from './test/hostile-input';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * No 500 from input: every write endpoint of the contracts gets random and hostile path params,
 * query strings and bodies. Whatever arrives, the answer is never a 5xx, and a refused request
 * (4xx) leaves the database exactly as it was.
 *
 * FUZZ_SEED=<n> replays a run; every run prints the seed it used.
 */
const FIXED_SEED = 20_260_521;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// Sized so the file stays under a minute on a busy two-core machine (each run is one request);
// FUZZ_RUNS=<n> searches longer.
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);
const FUZZ_TIMEOUT = Math.max(50_000, RUNS * 100);

const allEndpoints: Endpoint[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));
const writeEndpoints = allEndpoints.filter((e) => e.method !== 'GET');
/** File uploads are not JSON: they get garbage multipart bodies in their own test below. */
const jsonWrites = writeEndpoints.filter((e) => e.body !== 'multipart');
const multipartWrites = writeEndpoints.filter((e) => e.body === 'multipart');
const routeOf = (e: Endpoint) => `${e.method} ${e.path}`;
const byRoute = new Map(jsonWrites.map((e) => [routeOf(e), e]));
const endpointOf = (c: { route: string }): Endpoint => byRoute.get(c.route) as Endpoint;

/**
 * Tables whose rows a refused request may legitimately write: rate-limit counters count refused
 * calls too, and failed sign-ins are recorded on purpose (the lockout counts them).
 */
const BOOKKEEPING = new Set<unknown>([schema.rateLimitHits, schema.loginAttempts]);
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable) && !BOOKKEEPING.has(v));

type Caller = 'signed out' | 'realtor' | 'admin';
/** `route` is "METHOD /path": a counterexample names its endpoint instead of printing its schemas. */
type Case = { route: string; caller: Caller; params: Record<string, Segment>; query: string; body: Body };

describe('input fuzz: no 5xx, and a refused request stores nothing', () => {
  let t: TestApp;
  const cookies: Record<Exclude<Caller, 'signed out'>, string> = { realtor: '', admin: '' };
  const credentials = {} as Record<Exclude<Caller, 'signed out'>, { email: string; password: string }>;
  let realtorId = 0;
  /** Ids the fuzz may put in paths and bodies: the realtor's own records and another realtor's. */
  const own = {
    intakes: [] as number[],
    analyses: [] as number[],
    items: [] as string[],
    profiles: [] as number[],
    leads: [] as number[],
  };
  const foreign = {
    intakes: [] as number[],
    analyses: [] as number[],
    items: [] as string[],
    profiles: [] as number[],
    leads: [] as number[],
  };
  /** The realtor's inbound lead address token (public posts go to it). */
  const inboundTokens: string[] = [];
  const victims: number[] = [];
  let adminId = 0;
  /** Accounts the fuzz signs in with or reads from: an admin route must not delete them or change their password. */
  const kept = new Set<string>();

  beforeAll(async () => {
    // Error logs go to stderr, so a 500 shows its cause beside the counterexample.
    t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: process.stderr });
    const realtor = await t.createUser({ subscriptionPlan: 'professional', monthlyContractAnalysisLimit: 100_000 });
    const other = await t.createUser({ subscriptionPlan: 'professional' });
    const admin = await t.createUser({ role: 'admin' });
    realtorId = realtor.id;
    adminId = admin.id;
    for (const u of [realtor, other, admin]) kept.add(String(u.id));
    for (let i = 0; i < 3; i++) victims.push((await t.createUser()).id);
    credentials.realtor = { email: realtor.email, password: realtor.password };
    credentials.admin = { email: admin.email, password: admin.password };
    cookies.realtor = await t.login(realtor.email, realtor.password);
    cookies.admin = await t.login(admin.email, admin.password);
    const otherCookie = await t.login(other.email, other.password);
    for (const [owner, cookie, pool] of [
      [realtor.id, cookies.realtor, own],
      [other.id, otherCookie, foreign],
    ] as const) {
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(owner) });
        pool.intakes.push(res.json().id);
      }
      const analysis = await t.app.inject({
        method: 'POST',
        url: '/api/contract-analyses',
        payload: { contractType: 'purchase', contractText: RESALE_FINANCED_2026 },
        headers: { cookie },
      });
      pool.analyses.push(analysis.json().id);
      pool.items.push(...analysis.json().actionItems.map((a: { id: string }) => a.id));
      const profile = await t.app.inject({
        method: 'POST',
        url: '/api/home-research-profiles',
        payload: { customerId: pool.intakes[0] },
        headers: { cookie },
      });
      pool.profiles.push(profile.json().id);
      for (let i = 0; i < 2; i++) pool.leads.push(await addLead(cookie, i));
    }
    await refreshInboundToken();
  }, 60_000);

  async function addLead(cookie: string, n: number): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { firstName: 'Fuzz', lastName: `Lead${n}`, email: `fuzz${n}@example.com`, allowDuplicate: true },
      headers: { cookie },
    });
    return res.json().id;
  }

  /** The realtor's current inbound address (a rotation in the run replaces it). */
  async function refreshInboundToken(): Promise<void> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leads/inbound-address',
      headers: { cookie: cookies.realtor },
    });
    inboundTokens.splice(0, Infinity, String(res.json().url).split('/').pop() ?? '');
  }
  afterAll(() => t?.close());

  /** Row count and the sum of row versions (xmin) of every table: any insert, update or delete moves it. */
  async function fingerprint(): Promise<Record<string, string>> {
    const parts = tables.map(
      (table) =>
        sql`select ${getTableName(table)} as name, count(*)::text || '/' || coalesce(sum(xmin::text::bigint), 0)::text as print from ${table}`,
    );
    const result = await t.database.db.execute(sql.join(parts, sql` union all `));
    const rows = (result as unknown as { rows: { name: string; print: string }[] }).rows;
    const [user] = await t.database.db
      .select({ count: schema.users.monthlyContractAnalysisCount })
      .from(schema.users)
      .where(eq(schema.users.id, realtorId));
    return { ...Object.fromEntries(rows.map((r) => [r.name, r.print])), monthlyAnalyses: String(user?.count) };
  }

  async function send(c: Case): Promise<LightMyRequestResponse> {
    const endpoint = endpointOf(c);
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const segment = c.params[name] ?? { text: '1' };
      return segment.raw ? segment.text : encodeURIComponent(wellFormed(segment.text));
    });
    const headers: Record<string, string> = c.caller === 'signed out' ? {} : { cookie: cookies[c.caller] };
    const body =
      c.body.kind === 'json' || c.body.kind === 'deep'
        ? { payload: jsonText(c.body), contentType: 'application/json' }
        : c.body.kind === 'raw'
          ? { payload: c.body.text, contentType: c.body.contentType }
          : undefined;
    if (body) headers['content-type'] = body.contentType;
    const res = await t.app.inject({
      method: endpoint.method,
      url: path + c.query,
      headers,
      ...(body ? { payload: body.payload } : {}),
    });
    // A logout (or a login) changes the caller's session: sign in again so later cases keep it.
    if (c.caller !== 'signed out' && res.cookies.some((cookie) => cookie.name === SESSION_COOKIE)) {
      cookies[c.caller] = await t.login(credentials[c.caller].email, credentials[c.caller].password);
    }
    return res;
  }

  /** The property: one hostile request, checked for its status and for what it left behind. */
  function property() {
    return fc.asyncProperty(caseFor(), async (c) => {
      const before = await fingerprint();
      const res = await send(c);
      const what = `${c.caller} ${c.route} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode >= 400) expect(await fingerprint(), `stored on a refusal: ${what}`).toEqual(before);
      // Another realtor's record in the path is never served, changed or removed.
      if (Object.values(c.params).some((p) => p.foreign)) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      if (endpointOf(c).method === 'DELETE' && res.statusCode < 300) await replenish();
      if (c.route.endsWith('/inbound-address/rotate') && res.statusCode < 300) await refreshInboundToken();
    });
  }

  it('has a valid base body for every JSON write endpoint (add a hint below if one is missing)', () => {
    const missing = jsonWrites.filter((e) => e.body && baseBody(e) === undefined).map((e) => e.path);
    expect(missing).toEqual([]);
  });

  it(
    `survives hostile input (fixed seed ${FIXED_SEED})`,
    async () => {
      await fc.assert(property(), { seed: FIXED_SEED, numRuns: RUNS });
    },
    FUZZ_TIMEOUT,
  );

  it(
    `survives hostile input (random seed ${seed}; FUZZ_SEED=${seed} replays it)`,
    async () => {
      console.log('fuzz seed', seed);
      await fc.assert(property(), { seed, numRuns: RUNS });
    },
    FUZZ_TIMEOUT,
  );

  it('answers garbage multipart uploads with a 4xx and stores nothing', async () => {
    expect(multipartWrites.length).toBeGreaterThan(0);
    const boundary = '----fuzz';
    const part = (head: string, bytes: string) => `--${boundary}\r\n${head}\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
    const garbage: { payload: string | Buffer; contentType: string }[] = [
      {
        payload: part('Content-Disposition: form-data; name="pdf"; filename="a.pdf"', '%PDF-1.7 \u0000garbage'),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\n\r\n%PDF-1.4 truncated`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: part('Content-Disposition: form-data; name="notes"', 'no file here'),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: part(
          `Content-Disposition: form-data; name="${'x'.repeat(5000)}"; filename="${'\u202e'.repeat(300)}.pdf"`,
          '%PDF-',
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      {
        payload: part('Content-Disposition: form-data; name="pdf"; filename="a.pdf"', '%PDF-1.7'),
        contentType: 'multipart/form-data',
      },
      {
        payload: part('Content-Disposition: form-data; name="pdf"; filename="a.pdf"', '%PDF-1.7'),
        contentType: 'multipart/form-data; boundary=',
      },
      { payload: '{"pdf":"%PDF-1.7"}', contentType: 'application/json' },
      { payload: '', contentType: `multipart/form-data; boundary=${boundary}` },
    ];
    for (const endpoint of multipartWrites) {
      for (const g of garbage) {
        const before = await fingerprint();
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          payload: g.payload,
          headers: { cookie: cookies.realtor, 'content-type': g.contentType },
        });
        const what = `#${garbage.indexOf(g)} ${endpoint.path} ${g.contentType} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        expect(await fingerprint(), what).toEqual(before);
      }
    }
  });

  // ---- what the fuzz sends ----

  /**
   * Hints for base bodies, by field name at any depth: zod accepts "Sample text" as a phone, the
   * server's own checks do not; the intake form's honeypot field must stay empty for a real
   * submission; and a real contract gives the analysis engines something to choke on when the fuzz
   * splices garbage into it.
   */
  const FIELD_HINTS: Record<string, unknown> = {
    phone: '(214) 555-0100',
    website: undefined,
    contractText: RESALE_FINANCED_2026,
    text: RESALE_FINANCED_2026,
  };

  function baseBody(endpoint: Endpoint): Record<string, unknown> | undefined {
    if (!endpoint.body || endpoint.body === 'multipart') return undefined;
    const sample = sampleValue(endpoint.body);
    if (!sample || typeof sample !== 'object') return undefined;
    const hinted = withHints(sample) as Record<string, unknown>;
    return endpoint.body.safeParse(hinted).success ? hinted : (sample as Record<string, unknown>);
  }

  function withHints(value: unknown): unknown {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (!(key in FIELD_HINTS)) out[key] = withHints(child);
      else if (FIELD_HINTS[key] !== undefined) out[key] = FIELD_HINTS[key];
    }
    return out;
  }

  type Ids = () => (number | string)[];
  const none: Ids = () => [];

  /** Ids a path segment may take, read when a case is made: the realtor's own, another realtor's. */
  function idPool(path: string, name: string): { own: Ids; foreign: Ids } {
    // The admin's own id is tried for deletion (refused), never for a password change, which would
    // sign the fuzz's admin out.
    if (path.endsWith('/password')) return { own: () => victims, foreign: none };
    if (path.startsWith('/api/admin/users/')) return { own: () => [...victims, adminId], foreign: none };
    // Item ids are keys within one analysis ("earnest-money"), the same in everyone's: the
    // analysis id in the path is what says whose it is.
    if (name === 'itemId')
      return { own: () => [...new Set([...own.items, ...foreign.items, 'no-such-item'])], foreign: none };
    if (path.startsWith('/api/contract-analyses/')) return { own: () => own.analyses, foreign: () => foreign.analyses };
    if (path.startsWith('/api/customer-intakes/')) return { own: () => own.intakes, foreign: () => foreign.intakes };
    if (path.startsWith('/api/home-research-profiles/'))
      return { own: () => own.profiles, foreign: () => foreign.profiles };
    if (path.startsWith('/api/leads/inbound/')) return { own: () => inboundTokens, foreign: none };
    if (path.startsWith('/api/leads/')) return { own: () => own.leads, foreign: () => foreign.leads };
    return { own: none, foreign: none };
  }

  /** One of the ids `ids()` holds when the case is made (deletions change the pools as the run goes). */
  const pick = (ids: Ids) =>
    fc.nat().map((i) => {
      const list = ids();
      return list[i % list.length] ?? 2_147_483_647;
    });

  function segmentFor(path: string, name: string): fc.Arbitrary<Segment> {
    const pool = idPool(path, name);
    const hostile = path.startsWith('/api/admin/users/')
      ? hostileSegment().filter((s) => !kept.has(s.text))
      : hostileSegment();
    const options: fc.Arbitrary<Segment>[] = [hostile];
    if (pool.own().length > 0) options.push(pick(pool.own).map((id) => ({ text: String(id) })));
    if (pool.foreign().length > 0) options.push(pick(pool.foreign).map((id) => ({ text: String(id), foreign: true })));
    return fc.oneof(...options);
  }

  /** A value for a body field that names a record. */
  function bodyIdFor(key: string): fc.Arbitrary<unknown> | undefined {
    const ids: Record<string, Ids> = {
      realtorId: () => [realtorId, adminId, ...victims],
      customerId: () => [...own.intakes, ...foreign.intakes],
      intakeId: () => [...own.intakes, ...foreign.intakes],
      analysisId: () => [...own.analyses, ...foreign.analyses],
    };
    const pool = ids[key];
    return pool ? pick(pool) : undefined;
  }

  /**
   * After a deletion went through, tops the pools up again (an intake takes its research profile
   * with it), so the rest of the run still has the realtor's own records to work on.
   */
  async function replenish(): Promise<void> {
    const { db } = t.database;
    const intakes = await db
      .select({ id: schema.customerIntakes.id })
      .from(schema.customerIntakes)
      .where(eq(schema.customerIntakes.realtorId, realtorId));
    own.intakes.splice(0, Infinity, ...intakes.map((r) => r.id));
    while (own.intakes.length < 4) {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer-intakes', payload: intakeForm(realtorId) });
      own.intakes.push(res.json().id);
    }
    const profiles = await db
      .select({ id: schema.homeResearchProfiles.id })
      .from(schema.homeResearchProfiles)
      .where(eq(schema.homeResearchProfiles.realtorId, realtorId));
    own.profiles.splice(0, Infinity, ...profiles.map((r) => r.id));
    if (own.profiles.length === 0) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/home-research-profiles',
        payload: { customerId: own.intakes[0] },
        headers: { cookie: cookies.realtor },
      });
      own.profiles.push(res.json().id);
    }
    const leads = await db
      .select({ id: schema.leads.id })
      .from(schema.leads)
      .where(eq(schema.leads.realtorId, realtorId));
    own.leads.splice(0, Infinity, ...leads.map((r) => r.id));
    while (own.leads.length < 2) own.leads.push(await addLead(cookies.realtor, own.leads.length + 100));
    const users = await db.select({ id: schema.users.id }).from(schema.users).where(inArray(schema.users.id, victims));
    victims.splice(0, Infinity, ...users.map((r) => r.id));
    while (victims.length < 3) victims.push((await t.createUser()).id);
  }

  function caseFor(): fc.Arbitrary<Case> {
    return fc.oneof(
      ...jsonWrites.map((endpoint) => {
        const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
        const params = fc.record(Object.fromEntries(names.map((n) => [n, segmentFor(endpoint.path, n)])));
        const callers: Caller[] =
          endpoint.access === 'public'
            ? ['signed out', 'realtor']
            : endpoint.access === 'admin'
              ? ['admin']
              : ['realtor'];
        return fc.record({
          route: fc.constant(routeOf(endpoint)),
          caller: fc.constantFrom(...callers),
          params,
          query: hostileQuery(),
          body: bodyFor(endpoint),
        });
      }),
    );
  }

  function bodyFor(endpoint: Endpoint): fc.Arbitrary<Body> {
    const base = baseBody(endpoint) ?? {};
    const longest = endpoint.body && endpoint.body !== 'multipart' ? maxLengthsOf(endpoint.body) : [];
    const value = hostileValue(longest);
    const json = (a: fc.Arbitrary<unknown>) => a.map((v): Body => ({ kind: 'json', value: v }));
    return fc.oneof(
      { weight: 6, arbitrary: json(mutated(base, value, longest)) },
      { weight: 2, arbitrary: json(fc.constant(base)) },
      { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
      { weight: 1, arbitrary: json(value) },
      {
        weight: 1,
        arbitrary: json(
          fc.oneof(
            fc.constant([base]),
            fc
              .record({ base: fc.constant(base), extra: value })
              .map(({ base: b, extra }) => ({ ...b, __extra: extra })),
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 50, max: 5000 }).map((depth): Body => ({ kind: 'deep', depth, inner: base })),
      },
      { weight: 1, arbitrary: rawBody(base) },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    );
  }

  /** The base with one field (at any depth) replaced by a hostile value, an id from the pools, or removed. */
  function mutated(
    base: Record<string, unknown>,
    value: fc.Arbitrary<unknown>,
    maxLengths: number[],
  ): fc.Arbitrary<unknown> {
    const paths = leafPaths(base);
    if (paths.length === 0) return value.map((v) => ({ field: v }));
    return fc.constantFrom(...paths).chain((path) => {
      const key = String(path[path.length - 1]);
      const original = getAt(base, path);
      const id = bodyIdFor(key);
      const replacement = fc.oneof(
        value,
        fc.constant(REMOVE),
        ...(id ? [id, id.map((n) => String(n))] : []),
        // The valid value made longer, so it keeps its format (an email stays an email): at the
        // schema's maximum exactly, just over it, and far over it where the schema sets none.
        // Or garbage spliced into it (into a real contract, for the engines that read one).
        ...(typeof original === 'string'
          ? [
              ...(shapedEdges(original).length > 0 ? [fc.constantFrom(...shapedEdges(original))] : []),
              fc
                .tuple(fc.nat(), hostileString())
                .map(
                  ([at, junk]) =>
                    original.slice(0, at % (original.length + 1)) + junk + original.slice(at % (original.length + 1)),
                ),
              fc
                .tuple(fc.nat(), fc.nat({ max: 400 }), fc.constantFrom('0', '9', '$', ',', '.', '/', '-', ' '))
                .map(([at, span, ch]) => {
                  const from = at % (original.length + 1);
                  return (
                    original.slice(0, from) +
                    original.slice(from, from + span).replace(/[0-9$,./-]/g, ch) +
                    original.slice(from + span)
                  );
                }),
              fc
                .constantFrom(...maxLengths, ...maxLengths.map((n) => n + 1), 300, 5000)
                .map((n) => 'a'.repeat(Math.max(0, n - original.length)) + original),
            ]
          : []),
      );
      return replacement.map((r) => setAt(base, path, r));
    });
  }
});
