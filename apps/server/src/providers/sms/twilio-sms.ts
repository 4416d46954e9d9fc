import { type SmsProvider, SmsProviderError } from './sms-provider';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
  timeoutMs?: number;
};

/** Twilio's Messages API (REST, form-encoded, basic auth). */
export function createTwilioSms(config: TwilioConfig): SmsProvider {
  const base = (config.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    name: 'twilio',
    configured: true,
    async send(to, body) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: config.from, Body: body }).toString(),
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SmsProviderError(`Twilio could not be reached (${err instanceof Error ? err.message : String(err)})`);
      }
      const json = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!res.ok || !json.sid) {
        throw new SmsProviderError(`Twilio refused the message: ${json.message ?? `HTTP ${res.status}`}`);
      }
      return { providerMessageId: json.sid };
    },
  };
}
