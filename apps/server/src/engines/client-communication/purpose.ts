// Why the agent is writing, by communication type and client type. No figure, date or promise:
// offers of help and questions only.
import type { CommunicationClientType, CommunicationType } from '@bluebonnet/contracts';
import type { Topic } from './topic';

type Options = readonly [string, ...string[]];

function outreach(clientType: CommunicationClientType, { about }: Topic, hasAddress: boolean): Options {
  switch (clientType) {
    case 'buyer':
      return [
        `I'd like to talk through the next step on ${about} with you.`,
        `I want to make sure ${about} keeps moving the way you want it to.`,
        `Let's decide together what makes sense next for ${about}.`,
      ];
    case 'seller':
      return [
        `I'd like to go over where things stand with ${about} and plan what comes next.`,
        `I want to keep you fully in the loop on ${about}.`,
        `Let's look at ${about} together and agree on the next step.`,
      ];
    case 'investor':
      return [
        `I'd like to go through ${about} with you, including what you want to verify before deciding.`,
        `Let's look at ${about} against what you want the investment to do for you.`,
      ];
    case 'lead':
      return hasAddress
        ? [
            `I'd be glad to tell you more about ${about} or set up a time to see it.`,
            `If ${about} caught your eye, I can answer your questions about it.`,
          ]
        : [
            `I'd love to learn more about what you're looking for and how I can help.`,
            `Whenever you're ready to talk about your plans, I'm here to help.`,
          ];
    case 'past_client':
      return hasAddress
        ? [`I hope you're enjoying ${about}.`, `I've been thinking of you and ${about}.`]
        : [`I wanted to check in and see how you're doing.`, `It's been on my mind to reach out and say hello.`];
  }
}

function followUp(clientType: CommunicationClientType, { about }: Topic): Options {
  if (clientType === 'past_client')
    return [`I'm following up to see how ${about} is going.`, `I wanted to circle back and check in.`];
  return [`I'm following up on ${about}.`, `I wanted to circle back on ${about}.`, `I'm checking in about ${about}.`];
}

function thanks(clientType: CommunicationClientType, { about }: Topic): Options {
  switch (clientType) {
    case 'buyer':
      return [`Thank you for trusting me with ${about}.`, `I'm grateful you chose me to help with ${about}.`];
    case 'seller':
      return [
        `Thank you for trusting me with ${about}.`,
        `Thank you for the confidence you've shown in me with ${about}.`,
      ];
    case 'investor':
      return [
        `Thank you for the time you spent going over ${about} with me.`,
        `I appreciate you thinking of me for ${about}.`,
      ];
    case 'lead':
      return [`Thank you for reaching out. I'm glad you did.`, `Thank you for taking the time to connect with me.`];
    case 'past_client':
      return [`Thank you for staying in touch.`, `Thank you for being such a wonderful client.`];
  }
}

/** One sentence (picked by the caller) saying what the message is for. */
export function purposeOptions(
  type: CommunicationType,
  clientType: CommunicationClientType,
  topic: Topic,
  hasAddress: boolean,
): Options {
  if (type === 'follow_up') return followUp(clientType, topic);
  if (type === 'thank_you') return thanks(clientType, topic);
  return outreach(clientType, topic, hasAddress);
}

/** What usually comes next, for the informative tone's "What comes next" list. */
export function nextSteps(clientType: CommunicationClientType, type: CommunicationType): Options {
  if (type === 'thank_you' && clientType !== 'past_client') {
    return ['Nothing is needed from you right now', 'Questions are always welcome: just reply to this message'];
  }
  switch (clientType) {
    case 'buyer':
      return [
        'Decide which homes you want to see, or whether one is ready for an offer',
        "If you're financing, check in with your lender before any offer",
      ];
    case 'seller':
      return [
        'Go over the latest showing feedback together',
        'Decide whether anything about the listing or its presentation should change',
      ];
    case 'investor':
      return [
        'List the rent, expense and repair questions you want answered',
        'Decide whether to tour, ask for more documents, or make an offer',
      ];
    case 'lead':
      return [
        'A short conversation so I understand what you want and when',
        'A plan for your search or sale that fits your timing',
      ];
    case 'past_client':
      return [
        'Anything you need for the house, from a trusted contractor to an updated home value',
        'If the home is your principal residence, make sure your homestead exemption is on file with your county appraisal district',
      ];
  }
}
