// Subject lines: what the email is about in a few words, in the tone's register. Texts and call
// scripts get a title for the screen instead (they have no subject when sent).
import type { Brief } from './types';
import { capitalise, fill } from './text';

type Options = readonly [string, ...string[]];

const EMAIL: Record<string, Options> = {
  professional: ['Next steps: {short}', 'Update on {short}', '{Short}: a note from {realtor}'],
  friendly: ['Quick note about {short}', 'Checking in on {short}', 'Hi {first}, about {short}'],
  urgent: ['Time-sensitive: {short}', 'Action needed: {short}', 'Please read today: {short}'],
  congratulatory: ['Congratulations, {first}!', 'Great news about {short}', 'Celebrating with you, {first}'],
  informative: ['Update: {short}', 'Where things stand: {short}', 'What to know about {short}'],
};
const FOLLOW_UP: Options = ['Following up: {short}', 'Circling back on {short}', 'Checking in: {short}'];
const THANKS: Options = ['Thank you, {first}', 'A thank-you from {realtorFirst}', 'Thank you for everything, {first}'];

export function subjectLine(b: Brief): string {
  const { communicationType: type, tone, urgency } = b.request;
  const values = {
    short: b.topic.short,
    Short: capitalise(b.topic.short),
    first: b.client.firstName,
    realtor: b.realtor.name,
    realtorFirst: b.realtor.firstName,
  };
  if (type === 'sms') return fill('Text to {first}: {short}', values);
  if (type === 'call_script') return fill('Call script: {first}, {short}', values);
  const options = type === 'thank_you' ? THANKS : type === 'follow_up' && tone !== 'urgent' ? FOLLOW_UP : EMAIL[tone]!;
  const subject = fill(b.pick(options, 'subject'), values);
  const flagged = /^(Time-sensitive|Action needed|Please read today)/.test(subject);
  return urgency === 'urgent' && !flagged && tone !== 'congratulatory' ? `Urgent: ${subject}` : subject;
}
