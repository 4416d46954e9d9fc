import type { SendSmsRequest, SmsMessage } from '@bluebonnet/contracts';
import { toUsE164 } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccountsService } from '../auth/index';
import { type SmsProvider, SmsProviderError } from '../../providers/sms/index';
import { findIntake } from './intakes.repository';
import { insertSmsMessage, listSmsMessages } from './outreach.repository';

export const OUTBOX_NOTICE = 'SMS is not configured on this server; the message was saved to the outbox.';
const SENT_NOTICE = 'Customer intake form link sent to client';

export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly provider: SmsProvider,
    private readonly accounts: AccountsService,
  ) {}

  async send(realtorId: number, request: SendSmsRequest) {
    const to = toUsE164(request.phone);
    if (!to) throw new AppError('bad_request', 'Enter a valid US phone number, such as (214) 555-0142.');
    await this.refuseSelfGreeting(realtorId, request.message);
    if (request.intakeId) {
      const intake = await findIntake(this.db, realtorId, request.intakeId);
      if (!intake) throw new AppError('not_found', 'Customer intake not found');
      if (!intake.smsConsent) throw new AppError('bad_request', 'This client has not agreed to receive text messages.');
    }
    const base = {
      realtorId,
      intakeId: request.intakeId ?? null,
      to,
      body: request.message,
      provider: this.provider.name,
    };
    if (!this.provider.configured) {
      const sms = await this.store({ ...base, status: 'outbox' });
      return { success: true, status: 'outbox' as const, message: OUTBOX_NOTICE, sms };
    }
    try {
      const { providerMessageId } = await this.provider.send(to, request.message);
      const sms = await this.store({ ...base, status: 'sent', providerMessageId });
      return { success: true, status: 'sent' as const, message: SENT_NOTICE, sms };
    } catch (err) {
      const message = err instanceof SmsProviderError ? err.message : 'The SMS provider could not be reached.';
      await this.store({ ...base, status: 'failed', error: message });
      throw new AppError('unavailable', message);
    }
  }

  /**
   * The wrong name in the placeholder's place: "Hi Maria Gonzalez! I'm excited…" sent by Maria Gonzalez
   * greets the realtor, not the client (what old templates did when [NAME] was filled with the realtor).
   */
  private async refuseSelfGreeting(realtorId: number, message: string): Promise<void> {
    const realtor = await this.accounts.getUser(realtorId);
    const name = realtor ? `${realtor.firstName} ${realtor.lastName}`.trim() : '';
    if (!name || !greets(message, name)) return;
    const text = `This message greets you (${name}) instead of your client: put the client's name after the greeting.`;
    throw new AppError('bad_request', text, { issues: [{ path: 'body.message', message: text }] });
  }

  async list(realtorId: number): Promise<SmsMessage[]> {
    return (await listSmsMessages(this.db, realtorId)).map(toSmsMessage);
  }

  private async store(values: Parameters<typeof insertSmsMessage>[1]): Promise<SmsMessage> {
    return toSmsMessage(await insertSmsMessage(this.db, values));
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Hi Maria Gonzalez!", "Hello, Maria Gonzalez," … at the start of the message. */
function greets(message: string, fullName: string): boolean {
  const name = escape(fullName).replace(/\s+/g, '\\s+');
  return new RegExp(
    `^\\s*(?:hi|hello|hey|howdy|dear|good (?:morning|afternoon|evening))\\b[\\s,!]*${name}(?!\\w)`,
    'i',
  ).test(message);
}

function toSmsMessage(row: SmsMessageRow): SmsMessage {
  return {
    id: row.id,
    to: row.to,
    body: row.body,
    status: row.status,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
