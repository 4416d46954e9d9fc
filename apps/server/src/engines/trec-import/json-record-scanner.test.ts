import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonScanItem, JsonRecordScanner } from './json-record-scanner';

function scan(pieces: (string | Buffer)[], maxRecordBytes = 1024): { items: JsonScanItem[]; complete: boolean } {
  const scanner = new JsonRecordScanner(maxRecordBytes);
  const items = pieces.flatMap((piece) => scanner.push(Buffer.from(piece)));
  return { items, complete: scanner.complete };
}

const texts = (items: JsonScanItem[]) =>
  items.map((item) => (item.kind === 'object' ? item.bytes.toString('utf8') : item.kind));

describe('JsonRecordScanner', () => {
  it('cuts out each object of an array, braces, quotes and escapes inside strings included', () => {
    const a = '{"full_name":"Ann {the} [agent]","note":"say \\"hi\\" \\\\","x":1}';
    const b = '{"n":{"nested":[1,{"deep":"}"}]}}';
    const { items, complete } = scan([`\ufeff \n[ ${a} ,\n${b}\r\n]\n`]);
    expect(texts(items)).toEqual([a, b]);
    expect(complete).toBe(true);
  });

  it('reads objects one after another (NDJSON) and an empty array', () => {
    expect(texts(scan(['{"a":1}\n{"b":2}\n']).items)).toEqual(['{"a":1}', '{"b":2}']);
    expect(scan(['{"a":1}\n{"b":2']).complete).toBe(false);
    expect(scan(['[]']).items).toEqual([]);
    expect(scan(['[]']).complete).toBe(true);
  });

  it('reports non-object elements and oversized objects, and reads on after them', () => {
    const { items, complete } = scan([`["x,]", 12, [1, "]"], null, {"big":"${'z'.repeat(200)}"}, {"ok":1}]`], 100);
    expect(texts(items)).toEqual(['not-object', 'not-object', 'not-object', 'not-object', 'too-large', '{"ok":1}']);
    expect(complete).toBe(true);
  });

  it('is incomplete when the array or an object is left open', () => {
    expect(scan(['[{"a":1},']).complete).toBe(false);
    expect(scan(['[{"a":"1}']).complete).toBe(false);
    expect(scan(['[']).complete).toBe(false);
  });

  it('stops at what is not JSON it can follow', () => {
    expect(scan(['"just a string"']).items).toEqual([{ kind: 'malformed', message: expect.any(String) }]);
    expect(scan(['[{"a":1}] trailing']).items.map((i) => i.kind)).toEqual(['object', 'malformed']);
    expect(scan(['[{"a":1}}, {"b":2}]']).items.map((i) => i.kind)).toEqual(['object', 'malformed']);
    expect(scan(['{"a":1} 5 {"b":2}']).items.map((i) => i.kind)).toEqual(['object', 'malformed']);
  });

  it('finds the same items however the bytes are chunked, multi-byte characters split included', () => {
    const json = Buffer.from('[{"n":"Muñoz \\"Peña\\" {x}"},\n"s",{"e":"\\\\"},[{"}":1}],{"m":"ü"}]', 'utf8');
    const whole = scan([json]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: json.length - 1 }), { maxLength: 8 }), (cuts) => {
        const at = [0, ...[...new Set(cuts)].sort((x, y) => x - y), json.length];
        const pieces = at.slice(1).map((end, i) => json.subarray(at[i], end));
        expect(scan(pieces)).toEqual(whole);
      }),
    );
    expect(texts(whole.items)).toEqual([
      '{"n":"Muñoz \\"Peña\\" {x}"}',
      'not-object',
      '{"e":"\\\\"}',
      'not-object',
      '{"m":"ü"}',
    ]);
  });
});
