// The follow-up sequence (spec §9 cadence: 24 hours, 3 days, 1 week), as dated drafts on the same
// channel as the first message. sendAt assumes the first message goes out now.
import { followUpCadence } from '@bluebonnet/contracts';
import type { CommunicationDraft } from './types';
import { emailCallToAction, smsCallToAction } from './call-to-action';
import { FIRST_STAGES, STAGE_SUBJECT, stageLine, THANKS_STAGES, type Stage } from './follow-up-lines';
import { VOICES } from './email-voices';
import { introName, signatureBlock } from './signature';
import { fitSms, smsPlain } from './sms-draft';
import { fill, paragraphs } from './text';
import type { Brief } from './types';

const HOUR_MS = 3_600_000;

function values(b: Brief, subject: string) {
  return { about: b.topic.about, short: b.topic.short, first: b.client.firstName, subject };
}

function email(b: Brief, stage: Stage, subject: string, slot: string): string {
  const { tone, clientType, urgency } = b.request;
  const voice = VOICES[tone];
  const v = values(b, subject);
  return paragraphs(
    fill(b.pick(voice.greeting, `${slot}greeting`), v),
    fill(stageLine(stage, tone, clientType), v),
    stage === 'close' || stage === 'stay' ? '' : b.pick(emailCallToAction(urgency, tone), `${slot}cta`),
    `${b.pick(voice.signOff, `${slot}signoff`)}\n${signatureBlock(b.realtor)}`,
  );
}

function sms(b: Brief, stage: Stage, subject: string): string {
  const { tone, clientType, urgency } = b.request;
  const v = values(b, subject);
  const head = fill(`Hi {first}, it's {realtor}.`, { ...v, realtor: b.realtor.name });
  const cta = stage === 'close' || stage === 'stay' ? '' : smsCallToAction(urgency, tone);
  return fitSms(head, smsPlain(fill(stageLine(stage, tone, clientType, 'sms'), v)), cta, b.optOut);
}

function call(b: Brief, stage: Stage, subject: string): string {
  const { tone, clientType } = b.request;
  const v = values(b, subject);
  const opening = `"Hi ${b.client.firstName}, this is ${introName(b.realtor)}."`;
  const say = `"${fill(stageLine(stage, tone, clientType, 'call'), v)}"`;
  return paragraphs(
    `Follow-up call with ${b.client.fullName}`,
    `Opening\n${opening}`,
    `Say\n${say}`,
    'Close\nAgree on the next step, or when to talk again.',
  );
}

export function followUps(
  b: Brief,
  firstSubject: string,
  channel: CommunicationDraft['channel'],
  now: Date,
): CommunicationDraft['followUps'] {
  const stages = b.request.communicationType === 'thank_you' ? THANKS_STAGES : FIRST_STAGES;
  return followUpCadence.map(({ label, hours }, i) => {
    const stage = stages[i]!;
    const slot = `fu${i}-`;
    const subject = channel === 'email' ? fill(STAGE_SUBJECT[stage], values(b, firstSubject)) : null;
    const content =
      channel === 'email'
        ? email(b, stage, firstSubject, slot)
        : channel === 'sms'
          ? sms(b, stage, firstSubject)
          : call(b, stage, firstSubject);
    return { after: label, sendAt: new Date(now.getTime() + hours * HOUR_MS).toISOString(), subject, content };
  });
}
