import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbEvent } from '../../db/db-events';
import { createFanout, type EventChannel } from '../../db/notifications';
import { sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SessionService } from './session.service';

/** A channel the test steers: whether it listens, and what it delivers. */
function fakeChannel(onPublish: (event: DbEvent) => Promise<void>) {
  const events = createFanout<DbEvent>();
  const reconnects = createFanout<void>();
  const channel: EventChannel & { listening: boolean; reconnect(): void; deliver(e: DbEvent): void } = {
    listening: true,
    publish: onPublish,
    subscribe: (handler) => events.add(handler),
    onReconnect: (handler) => reconnects.add(handler),
    ready: async () => {},
    close: async () => {},
    reconnect: () => reconnects.emit(),
    deliver: (event) => events.emit(event),
  };
  return channel;
}

describe('SessionService and the event channel', () => {
  let t: TestApp;
  let userId: number;
  const published: Array<{ event: DbEvent; rowsLeft: number }> = [];
  let channel: ReturnType<typeof fakeChannel>;
  let service: SessionService;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await t.createUser()).id;
    channel = fakeChannel(async (event) => {
      // What another process would find in the database when the event reaches it.
      const where =
        event.type === 'session-revoked' ? eq(sessions.id, event.sessionId) : eq(sessions.userId, event.userId);
      published.push({ event, rowsLeft: (await t.database.db.select().from(sessions).where(where)).length });
    });
    service = new SessionService(t.database.db, 30, channel);
  });
  afterAll(() => t.close());

  /** A session the service has cached, whose row is then deleted without telling it. */
  async function cachedButDeleted(): Promise<string> {
    const { token } = await service.create(userId, {});
    expect(await service.resolve(token)).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.id, SessionService.hashToken(token)));
    expect(await service.resolve(token)).not.toBeNull(); // still served from the cache
    return token;
  }

  it('reads the database instead of its cache while the listener is down', async () => {
    const token = await cachedButDeleted();
    channel.listening = false;
    try {
      expect(await service.resolve(token)).toBeNull();
    } finally {
      channel.listening = true;
    }
  });

  it('drops everything cached on a reconnect notice (events may have been missed)', async () => {
    const token = await cachedButDeleted();
    channel.reconnect();
    expect(await service.resolve(token)).toBeNull();
  });

  it('drops the entries an event names', async () => {
    const token = await cachedButDeleted();
    channel.deliver({ type: 'user-changed', userId });
    expect(await service.resolve(token)).toBeNull();
  });

  it('publishes each revocation after its database write', async () => {
    published.length = 0;
    const { token } = await service.create(userId, {});
    await service.revoke(token);
    await service.create(userId, {});
    await service.revokeAllForUser(userId);
    expect(published).toEqual([
      { event: { type: 'session-revoked', sessionId: SessionService.hashToken(token) }, rowsLeft: 0 },
      { event: { type: 'user-changed', userId }, rowsLeft: 0 },
    ]);
    service.forgetUser(userId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(published.at(-1)?.event).toEqual({ type: 'user-changed', userId });
  });
});
