import path from 'node:path';
import type { Env } from '../../config/env';
import type { EmailProvider } from './email-provider';
import { createOutboxEmail } from './outbox-email';
import { createSmtpEmail } from './smtp-email';

export type { EmailMessage, EmailProvider } from './email-provider';

export function createEmailProvider(env: Env): EmailProvider {
  const from = env.EMAIL_FROM ?? 'Bluebonnet <no-reply@bluebonnet.local>';
  if (env.SMTP_URL) return createSmtpEmail(env.SMTP_URL, from);
  return createOutboxEmail(path.join(path.resolve(env.DATA_DIR), 'outbox'), from);
}
