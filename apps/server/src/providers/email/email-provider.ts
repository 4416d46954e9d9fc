export type EmailMessage = { to: string; subject: string; text: string; replyTo?: string };

/** Sends one email. Drivers: the outbox (default: an .eml file, sends nothing) and SMTP. */
export type EmailProvider = {
  readonly name: 'outbox' | 'smtp';
  readonly configured: boolean;
  send(message: EmailMessage): Promise<{ providerMessageId: string | null }>;
};
