// Each tone's own words: greetings, openers, how it brings in the agent's context, and its sign-off.
// The layouts in email-draft.ts give each tone its own shape as well.
import type { CommunicationTone } from '@bluebonnet/contracts';

type Options = readonly [string, ...string[]];

export type Voice = {
  greeting: Options;
  opener: Options;
  /** Frames for a note the client can be told inline: `{c}` is the clause. */
  inline: Options;
  /** Frames for any note: `{s}` is the whole sentence. */
  any: Options;
  /** For the second note about the client: `{c}` is the clause. */
  also: Options;
  signOff: Options;
};

export const VOICES: Record<CommunicationTone, Voice> = {
  professional: {
    greeting: ['Hello {first},', 'Dear {first},'],
    opener: ['I hope you are doing well.', 'Thank you for your time.', 'I hope your week is off to a good start.'],
    inline: ['I understand {c}.', 'I have noted that {c}.', 'I appreciate knowing that {c}.'],
    any: ['An update for you: {s}', 'For your information: {s}'],
    also: ['I also understand {c}.', 'I have also noted that {c}.'],
    signOff: ['Best regards,', 'Kind regards,', 'Sincerely,'],
  },
  friendly: {
    greeting: ['Hi {first}!', 'Hey {first},', 'Hi {first},'],
    opener: ['I hope your week is going great!', 'Hope all is well with you!', 'I hope you are having a good week!'],
    inline: [
      "I've been thinking about what you shared: {c}.",
      'It stuck with me that {c}.',
      'I keep coming back to this: {c}.',
    ],
    any: ["Here's the latest: {s}", 'Quick update: {s}'],
    also: ['And I know {c}.', 'I also remember that {c}.'],
    signOff: ['Talk soon,', 'Cheers,', 'All the best,'],
  },
  urgent: {
    greeting: ['{first},', 'Hi {first},'],
    opener: ['I need to reach you quickly.', 'This one needs your attention.'],
    inline: ["Here's why it matters: {c}.", 'The reason for the rush: {c}.'],
    any: ["Here's the situation: {s}", 'What is happening: {s}'],
    also: ['Also: {c}.'],
    signOff: ['Thank you,', 'Thanks,'],
  },
  congratulatory: {
    greeting: ['Congratulations, {first}!', 'Dear {first},'],
    opener: ['This is such exciting news!', 'I am thrilled for you!', 'What a moment to celebrate!'],
    inline: ['What wonderful news: {c}!', 'I am so happy for you: {c}!', 'It is worth celebrating: {c}!'],
    any: ['What a milestone: {s}', 'Something to celebrate: {s}'],
    also: ['And I know {c}.', 'I also know {c}.'],
    signOff: ['With warm congratulations,', 'Cheers to you,', 'Congratulations again,'],
  },
  informative: {
    greeting: ['Hello {first},', 'Hi {first},'],
    opener: [
      'Here is where things stand with {about}.',
      'Here is a short update on {about}.',
      'Here is what you need to know about {about}.',
    ],
    inline: ['{C}.'],
    any: ['{s}'],
    also: ['{C}.'],
    signOff: ['Best,', 'Regards,', 'Best regards,'],
  },
};
