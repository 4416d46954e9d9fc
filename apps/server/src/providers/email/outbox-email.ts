import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Keeps each message as an .eml file under DATA_DIR/outbox, openable in any mail program. */
export function createOutboxEmail(
  outboxDir: string,
  from: string,
): EmailProvider & { write(m: EmailMessage): Promise<string> } {
  const write = async (m: EmailMessage) => {
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(
      outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    const headers = [
      `From: ${from}`,
      `To: ${m.to}`,
      ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []),
      `Subject: ${m.subject.replace(/[\r\n]+/g, ' ')}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      'X-Bluebonnet-Outbox: not sent (no email provider configured)',
    ];
    await writeFile(file, `${headers.join('\r\n')}\r\n\r\n${m.text.replace(/\r?\n/g, '\r\n')}\r\n`);
    return file;
  };
  return {
    name: 'outbox',
    configured: false,
    write,
    async send(m) {
      await write(m);
      return { providerMessageId: null };
    },
  };
}
