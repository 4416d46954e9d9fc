import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EmailMessage, EmailProvider } from '../../providers/email/index';
import { insertEmailMessage } from './outreach.repository';

// Plain words for the agent: the setting that turns email on is the operator's business (README).
export const EMAIL_OUTBOX_NOTICE = 'Email is not set up on this server, so nothing was sent: it is in the outbox.';

/** Sends through the configured provider, or keeps the message in the outbox; every message is recorded. */
export class EmailService {
  constructor(
    private readonly db: Db,
    private readonly provider: EmailProvider,
  ) {}

  async send(realtorId: number, message: EmailMessage): Promise<{ status: 'sent' | 'outbox'; message: string }> {
    const base = {
      realtorId,
      to: message.to,
      subject: message.subject.slice(0, 255),
      body: message.text,
      provider: this.provider.name,
    };
    if (!this.provider.configured) {
      await this.provider.send(message); // the outbox writes the .eml file
      await insertEmailMessage(this.db, { ...base, status: 'outbox' });
      return { status: 'outbox', message: EMAIL_OUTBOX_NOTICE };
    }
    try {
      await this.provider.send(message);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await insertEmailMessage(this.db, { ...base, status: 'failed', error: reason });
      throw new AppError('unavailable', `The email could not be sent: ${reason}`);
    }
    await insertEmailMessage(this.db, { ...base, status: 'sent' });
    return { status: 'sent', message: `Email sent to ${message.to}.` };
  }
}
