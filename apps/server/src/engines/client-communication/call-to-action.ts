// What the agent asks the client to do, by urgency, in each tone's own words. Urgency raises the ask,
// never invents a deadline: no dates or times the agent did not give.
import type { CommunicationTone, CommunicationUrgency } from '@bluebonnet/contracts';

type Options = readonly [string, ...string[]];

const EMAIL: Record<CommunicationUrgency, Record<CommunicationTone, Options>> = {
  low: {
    professional: [
      'Whenever it suits you, reply here and we can find a time to talk.',
      'There is no rush; reply whenever it is convenient.',
    ],
    friendly: ['No rush at all. Reply whenever you have a minute!', 'Take your time, and just reply when you can.'],
    urgent: ['When you have a moment, reply so we can keep this moving.'],
    congratulatory: ['Whenever you have a moment, I would love to hear from you.', 'No need to reply; enjoy this!'],
    informative: [
      'Nothing is needed from you right now; reply if you have questions.',
      'Keep this for reference, and reply with any questions.',
    ],
  },
  normal: {
    professional: [
      'Please let me know a time that works for a quick call.',
      'Please reply with any questions or a good time to talk.',
    ],
    friendly: ['Let me know what works for you!', 'Just hit reply and tell me what you think.'],
    urgent: ['Please reply when you can so we can keep things moving.'],
    congratulatory: [
      'Let me know if there is anything at all I can do for you.',
      'If you need anything, I am just a call or email away.',
    ],
    informative: [
      'Reply with any questions and I can walk you through the details.',
      'If any of this is unclear, reply and we can go over it together.',
    ],
  },
  high: {
    professional: [
      'I would appreciate hearing back from you soon so we can decide on the next step together.',
      'Please get back to me soon so we can settle the next step.',
    ],
    friendly: [
      'Could you give me a call or reply soon? I would like to get this sorted with you.',
      'When you get a chance soon, give me a call!',
    ],
    urgent: ['Please get back to me as soon as you can.', 'Please reply or call me as soon as you are able.'],
    congratulatory: ['When you get a moment soon, please call me: there is one thing I need from you.'],
    informative: [
      'Please reply soon: part of this needs your decision.',
      'Please look this over soon and tell me how you want to proceed.',
    ],
  },
  urgent: {
    professional: [
      'Please call or reply as soon as you see this; it needs your decision.',
      'This needs your attention right away; please call or reply as soon as you can.',
    ],
    friendly: [
      'Can you call me as soon as you see this? It is time-sensitive.',
      'Please call me as soon as you see this!',
    ],
    urgent: ['Please call me as soon as you see this. It cannot wait.', 'Call or text me the moment you see this.'],
    congratulatory: ['Please call me as soon as you can: there is one time-sensitive thing I need from you.'],
    informative: ['Please reply as soon as you see this: this part needs your decision right away.'],
  },
};

const SMS: Record<CommunicationUrgency, Record<CommunicationTone, string>> = {
  low: {
    professional: 'Reply whenever it suits you.',
    friendly: 'No rush, text me back whenever!',
    urgent: 'Reply when you can.',
    congratulatory: 'No need to reply, just enjoy!',
    informative: 'No action needed; reply with any questions.',
  },
  normal: {
    professional: 'Please let me know what works for you.',
    friendly: 'Let me know what you think!',
    urgent: 'Please reply so we can keep moving.',
    congratulatory: 'Let me know if you need anything!',
    informative: 'Reply here with any questions.',
  },
  high: {
    professional: 'Please reply or call soon.',
    friendly: 'Can you get back to me soon?',
    urgent: 'Please get back to me soon.',
    congratulatory: 'Please call me soon: one thing needs you.',
    informative: 'Please reply soon; this needs your decision.',
  },
  urgent: {
    professional: 'Please call me as soon as you see this.',
    friendly: 'Can you call me as soon as you see this?',
    urgent: 'Time-sensitive: please call or reply ASAP.',
    congratulatory: 'Please call me ASAP: one thing needs you.',
    informative: 'Please reply ASAP: this needs your decision.',
  },
};

export function emailCallToAction(urgency: CommunicationUrgency, tone: CommunicationTone): Options {
  return EMAIL[urgency][tone];
}

export function smsCallToAction(urgency: CommunicationUrgency, tone: CommunicationTone): string {
  return SMS[urgency][tone];
}

/** "You can reach me at (214) 555-0100." — only with a number the agent has on file. */
export function reachMe(phone: string | null): string {
  return phone ? `You can reach me directly at ${phone}.` : '';
}
