// What each follow-up says. Each one builds on the first message instead of repeating it: a nudge that
// refers back to it, then something useful, then an easy way out. After a thank-you: a check-in, an
// offer of help, then a gentle referral ask. Offers of help only: no figures, no promised results.
import type { CommunicationClientType, CommunicationTone } from '@bluebonnet/contracts';

export type Stage = 'nudge' | 'value' | 'close' | 'settle' | 'offer' | 'stay';
export const FIRST_STAGES: readonly Stage[] = ['nudge', 'value', 'close'];
export const THANKS_STAGES: readonly Stage[] = ['settle', 'offer', 'stay'];

export const NUDGE: Record<CommunicationTone, string> = {
  professional: 'I wanted to make sure my message from yesterday about {about} reached you.',
  friendly: 'Just bumping my note from yesterday about {short} back to the top of your inbox!',
  urgent: 'Following up on yesterday’s message about {about}: I still need your input.',
  congratulatory: 'I hope you are still celebrating! I wanted to follow up on my note from yesterday.',
  informative: 'A short follow-up to yesterday’s update on {about}, in case you have questions.',
};

const VALUE: Record<CommunicationClientType, string> = {
  buyer:
    'Would it help if I sent you a few homes that fit what you described? I can set up showings around your schedule.',
  seller:
    'If it would help, I can walk you through what buyers are saying and how your home compares with others nearby.',
  investor:
    'If it would help, I can pull rent and sales comparisons for the area so you can check the numbers yourself.',
  lead: 'If you have questions about buying or selling in the area, I am happy to answer them, with no commitment needed.',
  past_client:
    'One Texas tip while I have you: if the home is your principal residence, make sure your homestead exemption is on file with your county appraisal district. Filing it yourself is free.',
};

export const CLOSE: Record<CommunicationTone, string> = {
  professional:
    'I do not want to crowd your inbox. If now is not the right time, just tell me; if you would like to keep going, reply and we will pick up where we left off.',
  friendly: 'No pressure at all! If the timing is not right, just let me know. And if you are ready, I am here.',
  urgent: 'I have not heard back about {about}, so I am checking one more time: would you like to move forward?',
  congratulatory: 'I hope everything is going wonderfully. Whenever you need anything, I am here.',
  informative:
    'To close the loop on {about}: reply if you would like to continue, or tell me if you would rather pause for now.',
};

export const SETTLE: Record<CommunicationTone, string> = {
  professional: 'I hope everything has gone smoothly since my last note. If any questions come up, just reply.',
  friendly: 'Just checking in! I hope the last day has been a happy one.',
  urgent: 'A quick check-in: is there anything you need from me right now?',
  congratulatory: 'Still smiling about your news! I hope you have had a chance to celebrate.',
  informative:
    'A short check-in after my thank-you note: if anything is unclear or still open, reply and I will look into it.',
};

const OFFER: Record<CommunicationClientType, string> = {
  buyer:
    'If you need anything along the way, from a lender introduction to an inspector or contractor, I am glad to share names I trust.',
  seller: 'If you need help with anything for your move, I am glad to share names of movers and services I trust.',
  investor: 'If you need property management or contractor names, I am happy to share people I trust.',
  lead: 'If questions come up as you think about your plans, I am here to help.',
  past_client:
    'If you need a contractor, a handyman or a service provider, I am glad to share names I trust. And if you have not yet, make sure your homestead exemption is on file with your county appraisal district.',
};

const STAY: Record<CommunicationClientType, string> = {
  buyer:
    'If you know anyone thinking about buying or selling, I would be grateful for an introduction. A short review of your experience would mean a lot too.',
  seller:
    'If you know anyone thinking about buying or selling, I would be grateful for an introduction. A short review of your experience would mean a lot too.',
  investor: 'Whenever you are ready to look at the next property, I would be glad to help.',
  lead: 'Whenever you are ready for next steps, I would be glad to help.',
  past_client: 'If you know anyone thinking about buying or selling, I would be grateful for an introduction.',
};

/** On the phone, the nudge and the close refer to the last call, not to an inbox. */
const CALL_NUDGE: Record<CommunicationTone, string> = {
  professional: 'I am following up on my call yesterday about {about}. Is now a better time to talk?',
  friendly: 'I tried you yesterday about {short}, so I thought I would try again!',
  urgent: 'I am calling again about {about}, because I still need your input.',
  congratulatory: 'I am calling again to congratulate you and see how you are doing!',
  informative: 'I am following up on yesterday’s update about {about}. Do you have any questions?',
};
const SMS_NUDGE = 'Just making sure you saw my text yesterday about {short}.';
const SMS_CLOSE = "I don't want to keep texting if the timing is wrong. Reply whenever you're ready.";
const CALL_CLOSE =
  'I do not want to keep calling if the timing is wrong. Would you like to keep going, or should I check back later?';

/** The middle of a follow-up at its stage. */
export function stageLine(
  stage: Stage,
  tone: CommunicationTone,
  clientType: CommunicationClientType,
  channel: 'email' | 'sms' | 'call' = 'email',
): string {
  if (channel === 'call' && stage === 'nudge') return CALL_NUDGE[tone];
  if (channel === 'call' && stage === 'close') return CALL_CLOSE;
  if (channel === 'sms' && stage === 'nudge') return SMS_NUDGE;
  if (channel === 'sms' && stage === 'close') return SMS_CLOSE;
  switch (stage) {
    case 'nudge':
      return NUDGE[tone];
    case 'value':
      return VALUE[clientType];
    case 'close':
      return CLOSE[tone];
    case 'settle':
      return SETTLE[tone];
    case 'offer':
      return OFFER[clientType];
    case 'stay':
      return STAY[clientType];
  }
}

export const STAGE_SUBJECT: Record<Stage, string> = {
  nudge: 'Re: {subject}',
  value: 'An idea for {short}',
  close: 'Should I keep {short} open?',
  settle: 'Checking in, {first}',
  offer: 'Here if you need anything, {first}',
  stay: 'Staying in touch',
};
