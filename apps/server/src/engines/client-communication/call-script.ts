// A call script: opening, purpose, talking points from the agent's context, questions to ask, and a
// close; the alternative is the voicemail to leave if the client does not pick up.
import type { CommunicationClientType, CommunicationTone } from '@bluebonnet/contracts';
import { purposeOptions } from './purpose';
import { introName } from './signature';
import { bullets, fill, paragraphs } from './text';
import type { Brief } from './types';

type Options = readonly [string, ...string[]];

const OPENING: Record<CommunicationTone, Options> = {
  professional: ['Hello {first}, this is {intro}. Is now a good time for a short conversation?'],
  friendly: ["Hi {first}, it's {realtorFirst}! How are you doing? Do you have a few minutes to chat?"],
  urgent: ['Hi {first}, this is {intro}. I am calling about something time-sensitive; do you have a moment right now?'],
  congratulatory: ["Hi {first}, it's {intro}. I'm calling with congratulations!"],
  informative: ['Hello {first}, this is {intro}. I have an update for you; is now a good time?'],
};

const QUESTIONS: Record<CommunicationClientType, Options> = {
  buyer: [
    'What did you like most, and least, about the homes you have seen so far?',
    'Is anything holding you back from moving forward?',
    'Who else is part of this decision, and should they be on our next call?',
  ],
  seller: [
    'How are you feeling about the feedback so far?',
    'Is there anything about showings or the listing you would like to change?',
    'Has anything changed in your plans or timing that I should know about?',
  ],
  investor: [
    'Which numbers do you want to check before you decide?',
    'How does this property fit with the rest of your plans for the portfolio?',
    'What would make this a clear yes or a clear no for you?',
  ],
  lead: [
    'What got you thinking about a move?',
    'Are you looking to buy, sell, or both?',
    'What is the best way and time to reach you going forward?',
  ],
  past_client: [
    'How are you enjoying the home?',
    'Is there anything you need for the house, like a contractor recommendation?',
    'Do you know anyone thinking about buying or selling who I could help?',
  ],
};

/** How each tone leads into the purpose, and the question it always asks. */
const PURPOSE_FRAME: Record<CommunicationTone, string> = {
  professional: 'The reason for my call: {purpose}',
  friendly: '{purpose} I would love to hear what you think.',
  urgent: 'I am calling because this needs a decision soon. {purpose}',
  congratulatory: 'First of all, congratulations! {purpose}',
  informative: 'I want to walk you through where things stand. {purpose}',
};
const TONE_QUESTION: Record<CommunicationTone, string> = {
  professional: 'What would you like to see happen next?',
  friendly: 'How are you feeling about everything so far?',
  urgent: 'What do you need from me to make a decision?',
  congratulatory: 'How are you celebrating?',
  informative: 'Which part would you like me to explain in more detail?',
};
const TONE_CLOSE: Record<CommunicationTone, string> = {
  professional: 'I appreciate your time.',
  friendly: 'It was great talking with you!',
  urgent: 'Thank you for making time on short notice.',
  congratulatory: 'Congratulations again!',
  informative: 'I hope that made things clearer.',
};

const CLOSE: Record<string, Options> = {
  low: ['Thank you for your time, {first}. There is no rush on any of this; call me whenever it suits you.'],
  normal: ['Thank you, {first}. Before we hang up, let us agree on the next step and the best time to talk again.'],
  high: ['Thank you, {first}. Let us agree on the next step now, so nothing waits on either of us.'],
  urgent: ['Thank you, {first}. Let us settle the decision on this call, or agree exactly when we will talk again.'],
};

const values = (b: Brief) => ({
  first: b.client.firstName,
  intro: introName(b.realtor),
  realtorFirst: b.realtor.firstName,
  about: b.topic.about,
});

/** Two of the client type's three questions; which two depends on the tone, so scripts differ. */
function clientQuestions(tone: CommunicationTone, clientType: CommunicationClientType): string[] {
  const [a, b, c] = QUESTIONS[clientType];
  const pairs: Record<CommunicationTone, (string | undefined)[]> = {
    professional: [a, b],
    friendly: [b, c],
    urgent: [b],
    congratulatory: [c],
    informative: [a, c],
  };
  return pairs[tone].filter((q): q is string => q !== undefined);
}

/** Talking points: every note of the agent's context, spoken to the client. */
export function talkingPoints(b: Brief): string[] {
  const points = b.notes.map((n) => n.sentence);
  return points.length ? points : [`Ask how ${b.topic.about} is going and listen first.`];
}

export function callScript(b: Brief): string {
  const { tone, clientType, communicationType, urgency } = b.request;
  const v = values(b);
  const purpose = b.pick(purposeOptions(communicationType, clientType, b.topic, b.address !== null), 'call-purpose');
  return paragraphs(
    `Call script for ${b.client.fullName}`,
    `Opening\n"${fill(b.pick(OPENING[tone], 'call-opening'), v)}"`,
    `Purpose\n"${fill(PURPOSE_FRAME[tone], { purpose })}"`,
    `Talking points\n${bullets(talkingPoints(b))}`,
    `Questions to ask\n${bullets([TONE_QUESTION[tone], ...clientQuestions(tone, clientType)])}`,
    `Close\n"${TONE_CLOSE[tone]} ${fill(b.pick(CLOSE[urgency]!, 'call-close'), v)}"`,
  );
}

/** What to say to voicemail: who, why, how to call back. */
export function voicemailScript(b: Brief): string {
  const v = values(b);
  const lead = b.notes[0];
  const callBack = b.realtor.phone ? `Please call me back at ${b.realtor.phone}.` : 'Please call me back when you can.';
  return paragraphs(
    `Voicemail for ${b.client.fullName}`,
    `"${fill('Hi {first}, this is {intro}. I am calling about {about}.', v)}${lead ? ` ${lead.sentence}` : ''} ${callBack} Thank you!"`,
  );
}
