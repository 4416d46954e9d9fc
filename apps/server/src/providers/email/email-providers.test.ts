import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxEmail } from './outbox-email';
import { createSmtpEmail } from './smtp-email';

describe('email outbox', () => {
  it('writes an .eml file that says it was not sent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bb-outbox-'));
    const outbox = createOutboxEmail(dir, 'Bluebonnet <no-reply@example.com>');
    expect(outbox.configured).toBe(false);
    await outbox.send({ to: 'maria@example.com', subject: 'Your home-buying guide', text: 'Hello Maria\nStep one…' });
    const [file] = readdirSync(dir);
    const eml = readFileSync(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toContain('To: maria@example.com');
    expect(eml).toContain('Subject: Your home-buying guide');
    expect(eml).toContain('X-Bluebonnet-Outbox: not sent');
    expect(eml).toContain('Hello Maria\r\nStep one…');
  });
});

describe('SMTP email (a local SMTP server)', () => {
  const received: Array<{ from?: string; to: string[]; data: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('delivers the message to the SMTP server', async () => {
    const smtp = createSmtpEmail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Bluebonnet <no-reply@example.com>');
    await smtp.send({
      to: 'maria@example.com',
      subject: 'Your guide',
      text: 'Hello Maria',
      replyTo: 'rosa@example.com',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@example.com', to: ['maria@example.com'] });
    expect(received[0]?.data).toContain('Subject: Your guide');
    expect(received[0]?.data).toContain('Reply-To: rosa@example.com');
    expect(received[0]?.data).toContain('Hello Maria');
  });
});
