import nodemailer from 'nodemailer';
import type { EmailProvider } from './email-provider';

/** Any SMTP server (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    configured: true,
    async send(m) {
      const info = await transport.sendMail({ from, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text });
      return { providerMessageId: info.messageId ?? null };
    },
  };
}
