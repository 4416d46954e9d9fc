import fc from 'fast-check';

/*
 * Hostile input for the API fuzz (input-fuzz.test.ts): strings with control characters, over-long
 * and odd-shaped values, numbers past every bound, broken JSON and percent-escapes, deep nesting,
 * and helpers to put one of them anywhere in a valid body.
 */

/** A path segment: encoded when sent unless `raw`; `foreign` when it names another realtor's record. */
export type Segment = { text: string; raw?: boolean; foreign?: boolean };
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Built only when sent: a counterexample thousands of levels deep would overflow fast-check's report. */
  | { kind: 'deep'; depth: number; inner: unknown }
  | { kind: 'raw'; text: string; contentType: string };

export const REMOVE = Symbol('remove');
const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat('\u007f');

export function hostileString(maxLengths: number[] = []): fc.Arbitrary<string> {
  const lengths = [...new Set([...maxLengths, ...maxLengths.map((n) => n + 1), 101, 256, 2001, 400_001])];
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL)).map(([s, c]) => `${s}${c}${s}`),
    fc.constantFrom(...lengths).map((n) => 'a'.repeat(n)),
    fc.constantFrom(...lengths).map((n) => `${' '.repeat(n)}x`),
    fc.constantFrom(...lengths).map((n) => '😀'.repeat(Math.ceil(n / 2))),
    fc.constantFrom(
      '',
      ' ',
      '0x10',
      '1e3',
      '0000000001',
      '2147483647',
      '2147483648',
      '-1',
      '1.5',
      'NaN',
      'Infinity',
      'null',
      'true',
      '١٢٣',
      '\u202eevil',
      '\u200b',
      '\ud800',
      'e\u0301',
      'ﬀ',
      '<script>alert(1)</script>',
      "'; drop table users; --",
      '%00',
      '{{7*7}}',
      '../../etc/passwd',
      '__proto__',
      'a@b',
      '2026-02-30',
      '9999-12-31',
      '-000001-01-01',
      '0000-01-01',
      '0001-01-01',
      '1900-02-29',
      '2000-02-29',
      '2026-12-01T25:61:00Z',
    ),
  );
}

/**
 * Edge cases of the same shape as a valid value, which a format check lets through and a later
 * layer (the database, a date library) may not: year 0 has a valid ISO date shape, PostgreSQL has
 * no year 0.
 */
export function shapedEdges(original: string): string[] {
  if (/^\d{4}-\d{2}-\d{2}$/.test(original)) {
    return ['0000-01-01', '0001-01-01', '1900-02-29', '2000-02-29', '9999-12-31', '2026-02-29', '2026-04-31'];
  }
  if (original.includes('@')) {
    const [local, domain] = original.split('@') as [string, string];
    return [
      `${'a'.repeat(64)}@${domain}`,
      `${local}@${'b'.repeat(63)}.${'c'.repeat(200)}.com`,
      `"${local}"@${domain}`,
      `${local}@[127.0.0.1]`,
      `${local}@localhost`,
      `${local}+tag@${domain}`,
      `${local}@xn--bcher-kva.example`,
    ];
  }
  if (/\d{3}.*\d{4}$/.test(original)) {
    return [
      '+1 (214) 555-0100',
      '1-214-555-0100',
      '214.555.0100 x123',
      '+44 20 7946 0958',
      '000-000-0000',
      '(214) 555-0100 (214) 555-0100',
    ];
  }
  return [];
}

export function hostileNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(0, -0, -1, 0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 2 ** 63, 1e308, -1e308),
    fc.constantFrom(Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

export function hostileValue(maxLengths: number[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString(maxLengths) },
    { weight: 2, arbitrary: hostileNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { a: 1 }, ['x'], [[[]]]) },
    { weight: 1, arbitrary: fc.array(hostileString(), { maxLength: 5 }) },
    // Deeper than the input guard looks (20 levels), shallow enough for fast-check to print.
    { weight: 1, arbitrary: fc.integer({ min: 21, max: 60 }).map((depth) => nest('x', depth)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

export function hostileSegment(): fc.Arbitrary<Segment> {
  return fc.oneof(
    hostileString().map((text) => ({ text: text.slice(0, 2000) })),
    hostileNumber().map((n) => ({ text: String(n) })),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => ({ text: String(n) })),
    // Sent as they are, not encoded: broken percent-escapes and encoded NULs and slashes.
    fc
      .constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '..%2F..', '%C0%AE', '%FF', '1%0A')
      .map((text) => ({ text, raw: true })),
  );
}

export function hostileQuery(): fc.Arbitrary<string> {
  const pair = fc
    .tuple(
      fc.oneof(
        fc.constantFrom('limit', 'before', 'status', 'id', '__proto__', 'constructor[prototype]'),
        fc.string({ maxLength: 8 }),
      ),
      hostileString(),
    )
    .map(([k, v]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v.slice(0, 3000)))}`);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((p) => `?${p.join('&')}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?a=%zz', '?limit=1&limit=2', '?%00=%00', '?a[b][c]=1', '?&&&=&', '?limit=1e3'),
    },
  );
}

/** Bodies JSON.stringify cannot write: literals JSON.parse turns into Infinity or loses, broken JSON, other media types. */
export function rawBody(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const literal = fc.constantFrom(
    '1e400',
    '-1e400',
    '-0',
    '1E3',
    '0.0000001',
    '123456789012345678901234567890',
    '00001',
  );
  const paths = leafPaths(base);
  const withLiteral =
    paths.length === 0
      ? literal.map((l) => `{"x":${l}}`)
      : fc
          .tuple(fc.constantFrom(...paths), literal)
          .map(([path, l]) => JSON.stringify(setAt(base, path, '__LITERAL__')).replace('"__LITERAL__"', l));
  const broken = fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'nul',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '"just a string"',
  );
  return fc.oneof(
    withLiteral.map((text): Body => ({ kind: 'raw', text, contentType: 'application/json' })),
    broken.map((text): Body => ({ kind: 'raw', text, contentType: 'application/json' })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'application/xml',
      )
      .map((contentType): Body => ({ kind: 'raw', text: JSON.stringify(base), contentType })),
  );
}

/** The JSON text of a body; a deep one is written as text (JSON.stringify would overflow the stack). */
export function jsonText(body: Extract<Body, { kind: 'json' | 'deep' }>): string {
  if (body.kind === 'json') return JSON.stringify(body.value) ?? 'null';
  let open = '';
  let close = '';
  for (let i = body.depth - 1; i >= 0; i--) {
    open += i % 2 ? '[' : '{"a":';
    close = (i % 2 ? ']' : '}') + close;
  }
  return open + JSON.stringify(body.inner) + close;
}

export function nest(inner: unknown, depth: number): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

export type Path = (string | number)[];

/** Paths of every field at every depth (objects' keys and array items). */
export function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...leafPaths(child, [...prefix, key])]);
}

export function getAt(target: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], target);
}

export function setAt(target: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>;
  const next = rest.length === 0 ? value : setAt(copy[head], rest, value);
  if (next === REMOVE) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** Lone surrogates cannot be percent-encoded; the fuzz sends them in JSON bodies instead. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
