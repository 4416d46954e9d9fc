import type { Env } from '../../config/env';
import type { SmsProvider } from './sms-provider';
import { createTwilioSms } from './twilio-sms';

export { SmsProviderError, type SmsProvider } from './sms-provider';

const outbox: SmsProvider = {
  name: 'outbox',
  configured: false,
  send: () => Promise.reject(new Error('the outbox does not send')),
};

/** Twilio when its three settings are present; otherwise the outbox. */
export function createSmsProvider(env: Env): SmsProvider {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return createTwilioSms({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiBase: env.TWILIO_API_BASE,
    });
  }
  return outbox;
}
