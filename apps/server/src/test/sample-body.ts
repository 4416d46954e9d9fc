import { communicationRequest, sendCommunicationRequest } from '@bluebonnet/contracts';
import { z } from 'zod';

/**
 * A valid value for a zod request schema, made from the schema alone: the generated API tests (the
 * access matrix, the input fuzz) need a body that passes validation for every endpoint, including
 * ones added after the tests were written.
 *
 * The JSON Schema of the input gives the shape (types, enums, lengths, bounds); strings start as
 * plain text and, where zod still refuses one (an email, a date, a template that needs "[LINK]"),
 * the next candidate is tried for that field until the whole value parses.
 */
type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

type Path = (string | number)[];
type StringLeaf = { path: Path; min: number; max: number; next: number };

const STRING_CANDIDATES = [
  'Sample text',
  'client@example.com',
  '2026-12-01',
  '2145550100',
  'Hi, this is [NAME]. Tell me about your home search here: [LINK]',
  '1',
];

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // `any` for what JSON Schema cannot say (transforms, refinements): zod itself is the final judge.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every `maxLength` in a schema: the fuzz sends strings one longer than each. */
export function maxLengthsOf(schema: z.ZodType): number[] {
  const found: number[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'maxLength' && typeof value === 'number') found.push(value);
      else walk(value);
    }
  };
  walk(jsonSchemaOf(schema));
  return found;
}

/**
 * Base bodies for schemas whose rules JSON Schema cannot say: exactly one of two ids, an email that
 * needs a subject. The draft names no lead or intake so that it reaches the engine.
 */
const BASE_BODIES = new Map<z.ZodType, unknown>([
  [
    communicationRequest,
    {
      clientName: 'Maria Gonzalez',
      clientType: 'buyer',
      propertyAddress: '4512 Elm Street, Frisco',
      context: 'She loved the backyard and wants to see it again.',
      communicationType: 'email',
      tone: 'professional',
      urgency: 'normal',
    },
  ],
  [
    sendCommunicationRequest,
    {
      channel: 'email',
      intakeId: 1,
      subject: 'Following up',
      content: 'Hi Maria, following up on the home.',
      approved: true,
    },
  ],
]);

/**
 * A value `schema` accepts, or undefined when none was found. Tries every optional field filled in
 * first (more for a mutation test to work on, and it satisfies "at least one field" refinements),
 * then only the required fields.
 */
export function sampleValue(schema: z.ZodType): unknown {
  const base = BASE_BODIES.get(schema);
  if (base !== undefined && schema.safeParse(base).success) return base;
  const root = jsonSchemaOf(schema);
  for (const all of [true, false]) {
    const leaves: StringLeaf[] = [];
    const value = generate(root, root, all, [], leaves);
    const repaired = repair(schema, value, leaves);
    if (repaired.ok) return repaired.value;
  }
  return undefined;
}

function generate(node: JsonSchema, root: JsonSchema, all: boolean, path: Path, leaves: StringLeaf[]): unknown {
  if (node.$ref) return generate(resolve(node.$ref, root), root, all, path, leaves);
  if (node.const !== undefined) return node.const;
  if (node.enum && node.enum.length > 0) return node.enum[0];
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const usable = options.find((o) => o.type !== 'null') ?? options[0];
    return usable ? generate(usable, root, all, path, leaves) : null;
  }
  if (node.allOf?.[0]) return generate(node.allOf[0], root, all, path, leaves);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (all || node.required?.includes(key)) out[key] = generate(child, root, all, [...path, key], leaves);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(node.minItems ?? 0, all ? 1 : 0);
      return Array.from({ length: count }, (_, i) => generate(node.items ?? {}, root, all, [...path, i], leaves));
    }
    case 'string': {
      const leaf = { path, min: node.minLength ?? 0, max: node.maxLength ?? Infinity, next: 0 };
      leaves.push(leaf);
      return nextString(leaf);
    }
    case 'integer':
    case 'number': {
      const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      return Math.min(low, node.maximum ?? low);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Sample text';
  }
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** The leaf's next candidate, padded to its minimum and cut to its maximum; undefined when out of candidates. */
function nextString(leaf: StringLeaf): string | undefined {
  const candidate = STRING_CANDIDATES[leaf.next++];
  if (candidate === undefined) return undefined;
  return candidate.padEnd(leaf.min, 'x').slice(0, leaf.max);
}

function repair(schema: z.ZodType, start: unknown, leaves: StringLeaf[]): { ok: true; value: unknown } | { ok: false } {
  let value = start;
  for (let round = 0; round < 40; round++) {
    const result = schema.safeParse(value);
    if (result.success) return { ok: true, value };
    let changed = false;
    for (const issue of result.error.issues) {
      const key = JSON.stringify(issue.path);
      const leaf = leaves.find((l) => JSON.stringify(l.path) === key);
      if (!leaf) continue;
      const next = nextString(leaf);
      if (next === undefined) return { ok: false };
      value = setAt(value, leaf.path, next);
      changed = true;
    }
    if (!changed) return { ok: false };
  }
  return { ok: false };
}

function setAt(target: unknown, path: Path, leafValue: unknown): unknown {
  if (path.length === 0) return leafValue;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, leafValue);
  return copy;
}
