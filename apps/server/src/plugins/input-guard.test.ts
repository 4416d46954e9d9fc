import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { findControlCharacter } from './input-guard';

describe('control characters', () => {
  it('finds the first field holding one, and lets tab, line feed, form feed and return through', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } }, 'body')).toBe('body.b.c[1]');
    expect(findControlCharacter({ text: 'page 1\n\fpage 2\r\n\tend' }, 'body')).toBeNull();
    expect(findControlCharacter({ note: 'bell\u0007' }, 'body')).toBe('body.note');
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers 400 naming the field, and stores nothing', async () => {
      const before = (await t.database.db.select().from(users)).length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Ana\u0000',
          lastName: 'Ruiz',
          email: 'ana.nul@example.com',
          phone: '2145550100',
          trecLicenseNumber: '0612345',
          password: 'long-enough-pass',
          captchaVerification: true,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('firstName contains a control character. Remove it and try again.');
      expect((await t.database.db.select().from(users)).length).toBe(before);
    });

    it('answers public links with a NUL as client errors, not 500s', async () => {
      for (const url of ['/f/%00abcdef', '/api/calendar/%00aaaaaaaaaaaa.ics']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
      }
    });
  });
});
