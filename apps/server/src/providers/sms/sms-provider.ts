/** Sends one text. Drivers: the outbox (default, sends nothing) and Twilio. */
export type SmsProvider = {
  readonly name: 'outbox' | 'twilio';
  /** False for the outbox: the caller stores the message and says plainly it was not sent. */
  readonly configured: boolean;
  send(to: string, body: string): Promise<{ providerMessageId: string }>;
};

export class SmsProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
