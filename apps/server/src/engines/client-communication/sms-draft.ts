// Texts: who is writing, the point, one ask, and "Reply STOP to opt out" for leads. Kept to two
// segments: the agent's context is shortened at a word boundary first, then the extras are dropped.
import { smsCallToAction } from './call-to-action';
import { introName } from './signature';
import { smsSegments } from './sms-segments';
import { capitalise, fill } from './text';
import type { Brief } from './types';

export const OPT_OUT = 'Reply STOP to opt out.';
export const MAX_SMS_SEGMENTS = 2;

type Options = readonly [string, ...string[]];

const INTRO: Record<string, Options> = {
  professional: ['Hello {first}, this is {realtorIntro}.', 'Hi {first}, {realtorIntro} here.'],
  friendly: ["Hi {first}! It's {realtorFirst}.", 'Hey {first}, {realtorFirst} here!'],
  urgent: ['{first}, {realtorIntro} here.', '{first}, this is {realtorIntro}.'],
  congratulatory: ['Congratulations, {first}!', 'Congrats, {first}!'],
  informative: ['Hi {first}, an update from {realtor}:', 'Hi {first}, {realtor} with a quick update:'],
};
const POINT: Record<string, Options> = {
  email: ['About {short}.', 'Quick note about {short}.'],
  sms: ['About {short}.', 'Quick note about {short}.'],
  call_script: ['About {short}.'],
  follow_up: ['Following up on {short}.', 'Checking in about {short}.'],
  thank_you: ['Thank you for everything with {short}.', 'Thank you so much!'],
};
/** How the first note of the context is brought in, when it is about the client. */
const FRAME: Record<string, Options> = {
  professional: ['I understand {c}.', 'I know {c}.'],
  friendly: ['I know {c}!', 'I remember {c}.'],
  urgent: ['Since {c}, I need to hear from you.'],
  congratulatory: ['{C}!'],
  informative: ['{C}.'],
};
const ALT_INTRO: Record<string, Options> = {
  professional: ['Hello {first}, {realtor} here.'],
  friendly: ['Hey {first}! {realtorFirst} here.'],
  urgent: ['{first}, {realtor} here.'],
  congratulatory: ['Congratulations again, {first}!'],
  informative: ['Hi {first}, {realtor} here.'],
};
const SIGNED: Record<string, string> = { congratulatory: '- {realtor}' };

const fits = (text: string) => smsSegments(text).segments <= MAX_SMS_SEGMENTS;

/** Cuts to the last whole word that fits, marking the cut with "...". */
function shortenToFit(build: (middle: string) => string, middle: string): string | null {
  const words = middle.split(/\s+/).filter(Boolean);
  let low = 0;
  let high = words.length;
  let best: string | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const cut =
      mid === words.length
        ? middle
        : `${words
            .slice(0, mid)
            .join(' ')
            .replace(/[,;:.!?-]+$/, '')}...`;
    if (mid > 0 && fits(build(cut))) {
      best = cut;
      low = mid + 1;
    } else high = mid - 1;
  }
  return best;
}

/** The text, fitted to two segments; richest version first, the bare minimum last. */
export function fitSms(head: string, middle: string, tail: string, optOut: boolean): string {
  const join = (...p: string[]) => p.filter((x) => x.trim()).join(' ');
  const build = (m: string) => join(head, m, tail, optOut ? OPT_OUT : '');
  if (fits(build(middle))) return build(middle);
  const shortened = middle ? shortenToFit(build, middle) : null;
  if (shortened) return build(shortened);
  if (fits(build(''))) return build('');
  // A very long name: keep the opt-out whole, cut the rest to what is left.
  const suffix = optOut ? ` ${OPT_OUT}` : '';
  const chars = [...join(head, tail)];
  while (chars.length > 0 && !fits(`${chars.join('')}...${suffix}`)) chars.pop();
  return `${chars.join('').trimEnd()}...${suffix}`;
}

function values(b: Brief) {
  return {
    first: b.client.firstName,
    realtor: b.realtor.name,
    realtorFirst: b.realtor.firstName,
    realtorIntro: introName(b.realtor),
    short: b.topic.short,
  };
}

/** The main text: intro, the agent's context, the ask. */
export function smsText(b: Brief): string {
  const { tone, communicationType: type, urgency } = b.request;
  const v = values(b);
  const intro = fill(b.pick(INTRO[tone]!, 'sms-intro'), v);
  const [lead, second] = b.notes;
  const point = fill(b.pick(POINT[type]!, 'sms-point'), v);
  const head = b.address || !lead ? `${intro} ${point}` : intro;
  const framed =
    lead && lead.inline && lead.subject === 'you'
      ? fill(b.pick(FRAME[tone]!, 'sms-frame'), { c: lead.clause, C: capitalise(lead.clause) })
      : lead?.sentence;
  const middle = [framed, second?.sentence].filter(Boolean).join(' ');
  const signed = SIGNED[tone] ? fill(SIGNED[tone], v) : '';
  return fitSms(head, smsPlain(middle), `${smsCallToAction(urgency, tone)}${signed ? ` ${signed}` : ''}`, b.optOut);
}

/** A shorter text with a different shape: the point and the ask, context left for the conversation. */
export function smsAlternative(b: Brief): string {
  const { communicationType: type, urgency } = b.request;
  const v = values(b);
  const point = fill(b.pick(POINT[type]!, 'sms-alt-point'), v);
  const head = fill(b.pick(ALT_INTRO[b.request.tone]!, 'sms-alt-intro'), v);
  return fitSms(head, point, smsCallToAction(urgency, b.request.tone), b.optOut);
}

/** Keeps a text in GSM-7 where our own punctuation would push it to UCS-2 (curly quotes, dashes). */
export function smsPlain(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...');
}
