import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl, type EndpointParams, type EndpointResponse } from './endpoint';
import { bodyId, idParam, MAX_ID } from './errors';

const item = defineEndpoint({
  method: 'PATCH',
  path: '/api/things/:thingId/items/:itemId',
  access: 'user',
  params: z.object({ thingId: z.coerce.number(), itemId: z.string() }),
  response: z.object({ done: z.boolean() }),
});

describe('endpoint definitions', () => {
  it('fills path params and leaves empty query values out', () => {
    expect(endpointUrl(item, { thingId: 4, itemId: 'a b' })).toBe('/api/things/4/items/a%20b');
    expect(endpointUrl({ path: '/api/x' }, {}, { status: 'new', before: undefined, q: '' })).toBe('/api/x?status=new');
  });

  it('refuses a missing path param at run time', () => {
    expect(() => endpointUrl(item, { thingId: 4 })).toThrow('Missing path param itemId');
  });

  it('checks params and answers at compile time', () => {
    const params: EndpointParams<typeof item> = { thingId: 1, itemId: 'x' };
    // @ts-expect-error a path param of the wrong name does not compile
    const wrong: EndpointParams<typeof item> = { id: 1, itemId: 'x' };
    const answer: EndpointResponse<typeof item> = { done: true };
    // @ts-expect-error a response field that the schema does not have does not compile
    const badAnswer: EndpointResponse<typeof item> = { done: true, extra: 1 };
    expect([params, wrong, answer, badAnswer]).toHaveLength(4);
    defineEndpoint({
      method: 'GET',
      path: '/api/things/:id',
      access: 'user',
      // @ts-expect-error the params schema must name the path's params
      params: z.object({ thingId: z.number() }),
    });
    // @ts-expect-error a path with params needs a params schema
    defineEndpoint({ method: 'GET', path: '/api/things/:id', access: 'user' });
  });
});

describe('ids', () => {
  const parse = (v: unknown) => idParam.safeParse({ id: v });
  it('takes plain digits and numbers within int4', () => {
    expect(parse('42')).toMatchObject({ success: true, data: { id: 42 } });
    expect(parse(7)).toMatchObject({ success: true, data: { id: 7 } });
    expect(parse(String(MAX_ID))).toMatchObject({ success: true, data: { id: MAX_ID } });
  });
  it.each(['0x10', '1e3', '007', '0', '-1', ' 1', '1.5', String(MAX_ID + 1), '99999999999', '', 'abc'])(
    'refuses %j',
    (value) => expect(parse(value).success).toBe(false),
  );
  it('refuses body ids out of range with the given message', () => {
    const r = bodyId('Please select a client.').safeParse(MAX_ID + 1);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Please select a client.');
  });
});
