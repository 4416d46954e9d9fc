// Hands one approved message to the SMS or email provider. Never throws: the caller stores what
// happened. A provider that is not configured keeps the message in the outbox and says so.
import type { SendChannel } from '@bluebonnet/contracts';
import type { EmailProvider } from '../../providers/email/index';
import { SmsProviderError, type SmsProvider } from '../../providers/sms/index';
import type { Delivered } from './messages.repository';

export type Outgoing = {
  channel: SendChannel;
  to: string;
  subject: string | null;
  content: string;
  replyTo: string | null;
};

export const SMS_OUTBOX_NOTICE =
  'Text messages are not set up on this server, so nothing was sent: the message is in the outbox.';
export const EMAIL_OUTBOX_NOTICE =
  'Email is not set up on this server, so nothing was sent: the message is in the outbox.';

export class Delivery {
  constructor(
    private readonly sms: SmsProvider,
    private readonly email: EmailProvider,
    private readonly clock: () => Date,
  ) {}

  /** The provider a message on this channel would go through now. */
  providerFor(channel: SendChannel): string {
    return channel === 'sms' ? this.sms.name : this.email.name;
  }

  async deliver(message: Outgoing): Promise<Delivered> {
    const provider = this.providerFor(message.channel);
    try {
      if (message.channel === 'sms') {
        if (!this.sms.configured)
          return { status: 'outbox', provider, sentAt: null, providerMessageId: null, error: null };
        const { providerMessageId } = await this.sms.send(message.to, message.content);
        return { status: 'sent', provider, sentAt: this.clock(), providerMessageId, error: null };
      }
      // The outbox driver writes an .eml file the agent can open; SMTP sends.
      const { providerMessageId } = await this.email.send({
        to: message.to,
        subject: message.subject ?? '',
        text: message.content,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return this.email.configured
        ? { status: 'sent', provider, sentAt: this.clock(), providerMessageId, error: null }
        : { status: 'outbox', provider, sentAt: null, providerMessageId: null, error: null };
    } catch (err) {
      const error =
        err instanceof SmsProviderError
          ? err.message
          : message.channel === 'sms'
            ? 'The SMS provider could not be reached.'
            : `The email could not be sent: ${err instanceof Error ? err.message : String(err)}`;
      return { status: 'failed', provider, sentAt: null, providerMessageId: null, error };
    }
  }
}
