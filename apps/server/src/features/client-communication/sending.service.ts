import type { SendChannel, sendCommunicationRequest, SentMessage } from '@bluebonnet/contracts';
import { toUsE164 } from '@bluebonnet/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { CommunicationMessageRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { unfilledPlaceholders } from '../../engines/client-communication/index';
import type { AccountsService } from '../auth/index';
import { type Delivery, EMAIL_OUTBOX_NOTICE, SMS_OUTBOX_NOTICE } from './delivery';
import { toSentMessage } from './messages.mapper';
import {
  claimMessage,
  dueMessages,
  finishMessage,
  insertMessage,
  listMessages,
  reschedule,
} from './messages.repository';
import { checkWindow, recipientTimeZone, type QuietHours } from './quiet-hours';
import { findRecipient, type ContactSources, type Recipient } from './recipients';
import { planSend } from './schedule';

type ParsedSend = z.output<typeof sendCommunicationRequest>;
export type SendResult = { message: SentMessage; notice: string };

export const NO_SMS_CONSENT = 'This client has not agreed to receive text messages.';
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;
const LIST_LIMIT = 200;
const SWEEP_LIMIT = 50;

/** Approved messages: checked, scheduled or sent, stored either way, and logged on the lead. */
export class SendingService {
  constructor(
    private readonly db: Db,
    private readonly delivery: Delivery,
    private readonly sources: ContactSources,
    private readonly accounts: AccountsService,
    private readonly clock: () => Date,
    private readonly quiet: QuietHours,
    private readonly warn: (msg: string, detail?: unknown) => void,
  ) {}

  async list(realtorId: number): Promise<SentMessage[]> {
    return (await listMessages(this.db, realtorId, LIST_LIMIT)).map(toSentMessage);
  }

  async send(realtorId: number, request: ParsedSend): Promise<SendResult> {
    const left = unfilledPlaceholders(request.subject, request.content);
    if (left.length) {
      throw new AppError(
        'bad_request',
        `Fill in ${left.join(', ')} before sending: the message still has a placeholder.`,
      );
    }
    const recipient = await findRecipient(this.sources, realtorId, request);
    const to = addressOf(request.channel, recipient);
    const now = this.clock();
    const sendAt = request.sendAt ? new Date(request.sendAt) : null;
    if (sendAt && sendAt.getTime() - now.getTime() > MAX_AHEAD_MS) {
      throw new AppError('bad_request', 'Choose a send time within the next year.');
    }
    const plan = planSend({
      channel: request.channel,
      to,
      recipientName: recipient.name,
      now,
      sendAt,
      quiet: this.quiet,
    });
    const base = {
      realtorId,
      leadId: recipient.leadId,
      intakeId: recipient.intakeId,
      channel: request.channel,
      recipientName: recipient.name.slice(0, 201),
      to,
      subject: request.channel === 'email' ? (request.subject ?? null) : null,
      content: request.content,
      provider: this.delivery.providerFor(request.channel),
    };
    if (plan.at) {
      const row = await insertMessage(this.db, { ...base, status: 'scheduled', scheduledFor: plan.at });
      const later = notConfiguredLater(this.delivery.providerFor(request.channel), request.channel);
      return { message: toSentMessage(row), notice: `${plan.notice}${later}` };
    }
    const outcome = await this.delivery.deliver(await this.outgoing(realtorId, base));
    const row = await insertMessage(this.db, { ...base, ...outcome });
    if (outcome.status === 'failed')
      throw new AppError('unavailable', outcome.error ?? 'The message could not be sent.');
    await this.logOnLead(row);
    return { message: toSentMessage(row), notice: noticeFor(row) };
  }

  /** The scheduled job: sends what is due, each row claimed first so two workers never send one twice. */
  async sendDue(): Promise<number> {
    const now = this.clock();
    let sent = 0;
    for (const due of await dueMessages(this.db, now, SWEEP_LIMIT)) {
      // A sweep that ran late (server off overnight) must not text at 2 a.m.
      if (due.channel === 'sms') {
        const window = checkWindow(now, recipientTimeZone(due.to, this.quiet.defaultTimeZone), this.quiet);
        if (!window.allowed) {
          await reschedule(this.db, due.id, window.next);
          continue;
        }
      }
      const claimed = await claimMessage(this.db, due.id);
      if (!claimed) continue; // another worker has it
      const refusal = await this.stillAllowed(claimed);
      const outcome = refusal
        ? {
            status: 'failed' as const,
            provider: claimed.provider,
            sentAt: null,
            providerMessageId: null,
            error: refusal,
          }
        : await this.delivery.deliver(await this.outgoing(claimed.realtorId, claimed));
      const row = await finishMessage(this.db, claimed.id, outcome);
      if (row.status === 'sent' || row.status === 'outbox') {
        sent++;
        await this.logOnLead(row);
      }
    }
    return sent;
  }

  /** Consent can be withdrawn, and a client deleted, between scheduling and sending. */
  private async stillAllowed(row: CommunicationMessageRow): Promise<string | null> {
    if (row.leadId === null && row.intakeId === null) return 'The client was deleted before the message went out.';
    if (row.channel !== 'sms') return null;
    try {
      const recipient = await findRecipient(this.sources, row.realtorId, {
        leadId: row.leadId ?? undefined,
        intakeId: row.leadId === null ? (row.intakeId ?? undefined) : undefined,
      });
      return recipient.smsConsent ? null : `Not sent: ${NO_SMS_CONSENT}`;
    } catch {
      return 'The client was deleted before the message went out.';
    }
  }

  private async outgoing(
    realtorId: number,
    m: Pick<CommunicationMessageRow, 'channel' | 'to' | 'subject' | 'content'>,
  ) {
    // Replies to an email go to the agent, not to the server's no-reply address.
    const replyTo = m.channel === 'email' ? ((await this.accounts.getUser(realtorId))?.email ?? null) : null;
    return { channel: m.channel, to: m.to, subject: m.subject, content: m.content, replyTo };
  }

  /**
   * The lead's activity log. A delivered text or email reached the client, so it is logged as a
   * contact ('email', the written-message type: activity types have no "text"); one kept in the outbox
   * did not reach anyone and is logged as a 'note', so the lead's last-contact date stays true.
   */
  private async logOnLead(row: CommunicationMessageRow): Promise<void> {
    if (row.leadId === null) return;
    const what = row.channel === 'sms' ? 'Text' : 'Email';
    const gist = row.channel === 'sms' ? excerpt(row.content) : (row.subject ?? '');
    const activity =
      row.status === 'sent'
        ? { type: 'email' as const, description: `${what} sent: ${gist}` }
        : { type: 'note' as const, description: `${what} saved to the outbox (not sent): ${gist}` };
    try {
      await this.sources.leads.logActivity(row.realtorId, row.leadId, activity);
    } catch (err) {
      // The message went out; a failed log must not turn that into an error.
      this.warn('could not log the message on the lead', err);
    }
  }
}

function addressOf(channel: SendChannel, r: Recipient): string {
  if (channel === 'email') {
    if (!r.email) throw new AppError('bad_request', `There is no email address on file for ${r.name}.`);
    return r.email;
  }
  if (!r.smsConsent) throw new AppError('bad_request', NO_SMS_CONSENT);
  const e164 = r.phone ? toUsE164(r.phone) : null;
  if (!e164)
    throw new AppError(
      'bad_request',
      `The phone number on file for ${r.name} is not a US number a text can reach. Update it first.`,
    );
  return e164;
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117).trimEnd()}...` : text);

function noticeFor(row: CommunicationMessageRow): string {
  if (row.status === 'outbox') return row.channel === 'sms' ? SMS_OUTBOX_NOTICE : EMAIL_OUTBOX_NOTICE;
  return row.channel === 'sms'
    ? `Text sent to ${row.recipientName}.`
    : `Email sent to ${row.recipientName} (${row.to}).`;
}

function notConfiguredLater(provider: string, channel: SendChannel): string {
  if (provider !== 'outbox') return '';
  return channel === 'sms'
    ? ' Text messages are not set up on this server, so when the time comes it will go to the outbox, not to the client.'
    : ' Email is not set up on this server, so when the time comes it will go to the outbox, not to the client.';
}
