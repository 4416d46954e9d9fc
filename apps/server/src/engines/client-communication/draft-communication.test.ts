import {
  communicationClientTypes,
  communicationRequest,
  communicationResult,
  communicationTones,
  communicationTypes,
  communicationUrgencies,
  type CommunicationRequest,
} from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { draftCommunication } from './draft-communication';
import { OPT_OUT } from './sms-draft';
import { smsSegments } from './sms-segments';

export const NOW = new Date('2026-11-24T16:00:00.000Z');
export const realtor = {
  name: 'Rosa Martinez',
  email: 'rosa@lonestar.example',
  phone: '2145550100',
  brokerage: 'Lone Star Realty',
};
const meta = { engine: 'offline', generatedAt: NOW.toISOString(), sources: [] };

export const draft = (over: Partial<CommunicationRequest> = {}) =>
  draftCommunication(
    communicationRequest.parse({
      clientName: 'Maria Gonzalez',
      clientType: 'buyer',
      propertyAddress: '4512 Elm Street, Frisco',
      context:
        'She loved the backyard but worries about the commute to Plano. Wants to see it again before making an offer.',
      communicationType: 'email',
      tone: 'professional',
      urgency: 'normal',
      ...over,
    }),
    { realtor, now: NOW },
  );

/** The sentences of a text, headings and sign-off lines left out. */
const sentencesOf = (text: string) =>
  new Set(
    text
      .split(/(?<=[.!?]"?)\s+|\n+/)
      .map((s) => s.trim())
      .filter((s) => /[.!?]"?$/.test(s) && s.split(' ').length >= 4),
  );

describe('client communication drafts', () => {
  it('answers every type × tone × client type × urgency in the contract’s shape', () => {
    for (const communicationType of communicationTypes)
      for (const tone of communicationTones)
        for (const clientType of communicationClientTypes)
          for (const urgency of communicationUrgencies) {
            const d = draft({ communicationType, tone, clientType, urgency });
            expect(() => communicationResult.parse({ ...d, meta })).not.toThrow();
            expect(d.subject.length).toBeGreaterThan(0);
            if (d.channel === 'sms') {
              expect(d.sms!.primary.segments).toBeLessThanOrEqual(2);
              expect(d.sms!.alternative.segments).toBeLessThanOrEqual(2);
            }
          }
  });

  it('uses email for email, follow-up and thank-you notes, a text for SMS and a call for scripts', () => {
    expect(
      ['email', 'sms', 'call_script', 'follow_up', 'thank_you'].map(
        (t) => draft({ communicationType: t as never }).channel,
      ),
    ).toEqual(['email', 'sms', 'call', 'email', 'email']);
  });

  it('writes an email with a subject, a greeting, the context woven in and the agent’s sign-off', () => {
    const d = draft();
    expect(d.subject).toContain('4512 Elm Street, Frisco');
    expect(d.primaryContent).toMatch(/^(Hello|Dear) Maria,/);
    expect(d.primaryContent).toContain('you loved the backyard but worry about the commute to Plano');
    expect(d.primaryContent).toContain('the home at 4512 Elm Street, Frisco');
    expect(d.primaryContent).toMatch(
      /\n(Best regards|Kind regards|Sincerely),\nRosa Martinez\nLone Star Realty\n\(214\) 555-0100\nrosa@lonestar\.example$/,
    );
    expect(d.alternativeContent).not.toBe(d.primaryContent);
    expect(d.sms).toBeNull();
  });

  it('writes each tone differently, not one template with other adjectives', () => {
    for (const communicationType of communicationTypes) {
      const texts = communicationTones.map((tone) => draft({ communicationType, tone }).primaryContent);
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++) {
          const a = sentencesOf(texts[i]!);
          const b = sentencesOf(texts[j]!);
          const shared = [...a].filter((s) => b.has(s)).length;
          expect(
            shared / Math.min(a.size, b.size),
            `${communicationType}: ${communicationTones[i]} vs ${communicationTones[j]}`,
          ).toBeLessThan(0.6);
        }
    }
  });

  it('changes with the client type, the urgency and the context, and is the same for the same input', () => {
    expect(draft({ clientType: 'seller' }).primaryContent).toContain('your home at 4512 Elm Street, Frisco');
    expect(draft({ urgency: 'urgent' }).subject).toMatch(/^Urgent: /);
    expect(draft({ urgency: 'low' }).primaryContent).not.toBe(draft({ urgency: 'urgent' }).primaryContent);
    expect(draft({ context: 'Relocating from Austin for a new job.' }).primaryContent).toContain(
      'relocating from Austin',
    );
    expect(draft()).toEqual(draft());
  });

  it('talks about the search, not an address, when none was given', () => {
    const d = draft({ propertyAddress: '' });
    expect(d.primaryContent).toContain('your home search');
    expect(d.primaryContent).not.toContain('[ADDRESS]');
  });

  it('writes texts within two segments, with the opt-out line for leads', () => {
    const lead = draft({ communicationType: 'sms', clientType: 'lead' });
    expect(lead.primaryContent.endsWith(OPT_OUT)).toBe(true);
    expect(lead.alternativeContent.endsWith(OPT_OUT)).toBe(true);
    expect(lead.sms!.primary).toEqual(smsSegments(lead.primaryContent));
    expect(draft({ communicationType: 'sms', clientType: 'past_client' }).primaryContent).not.toContain(OPT_OUT);
    expect(draft({ communicationType: 'sms', clientType: 'buyer', leadId: 7 }).primaryContent).toContain(OPT_OUT);
  });

  it('shortens a long context at a word to keep a text to two segments, and says UCS-2 for an emoji', () => {
    const long = draft({
      communicationType: 'sms',
      clientType: 'lead',
      context: `She wants a quiet street near ${'good parks, trails, '.repeat(30)}and a short drive to work.`,
    });
    expect(long.sms!.primary.segments).toBeLessThanOrEqual(2);
    expect(long.primaryContent).toMatch(/\.\.\. .*Reply STOP to opt out\.$/);
    const emoji = draft({ communicationType: 'sms', clientName: 'Zoë 🎉 Smith', context: 'She got the keys today.' });
    expect(emoji.sms!.primary.encoding).toBe('UCS-2');
    expect(emoji.sms!.primary.segments).toBeLessThanOrEqual(2);
  });

  it('writes a call script with opening, purpose, talking points, questions and close, and a voicemail', () => {
    const d = draft({ communicationType: 'call_script' });
    for (const heading of ['Opening', 'Purpose', 'Talking points', 'Questions to ask', 'Close']) {
      expect(d.primaryContent).toContain(`\n\n${heading}\n`);
    }
    expect(d.talkingPoints).toEqual([
      'You loved the backyard but worry about the commute to Plano.',
      'You want to see it again before making an offer.',
    ]);
    expect(d.alternativeContent).toMatch(/^Voicemail for Maria Gonzalez/);
    expect(d.alternativeContent).toContain('Please call me back at (214) 555-0100.');
  });
});

describe('follow-ups', () => {
  it('are dated 24 hours, 3 days and 1 week after now, on the same channel', () => {
    for (const communicationType of communicationTypes) {
      const d = draft({ communicationType });
      expect(d.followUps.map((f) => [f.after, f.sendAt])).toEqual([
        ['24 hours', '2026-11-25T16:00:00.000Z'],
        ['3 days', '2026-11-27T16:00:00.000Z'],
        ['1 week', '2026-12-01T16:00:00.000Z'],
      ]);
      expect(d.followUps.every((f) => (f.subject !== null) === (d.channel === 'email'))).toBe(true);
    }
  });

  it('build on the first message instead of repeating it', () => {
    const d = draft();
    const [nudge, value, close] = d.followUps.map((f) => f.content);
    expect(nudge).toMatch(/yesterday/);
    expect(value).toMatch(/a few homes that fit what you described/);
    expect(close).toMatch(/crowd your inbox|timing/);
    expect(new Set([d.primaryContent, nudge, value, close]).size).toBe(4);
    expect(d.followUps[0]!.subject).toBe(`Re: ${d.subject}`);
    const texts = draft({ communicationType: 'sms', clientType: 'lead' }).followUps;
    expect(texts.every((f) => smsSegments(f.content).segments <= 2 && f.content.endsWith(OPT_OUT))).toBe(true);
  });

  it('after a thank-you: a check-in, an offer of help, then a referral ask', () => {
    const [, offer, stay] = draft({ communicationType: 'thank_you', clientType: 'past_client' }).followUps;
    expect(offer!.content).toMatch(/homestead exemption/);
    expect(stay!.content).toMatch(/introduction/);
  });
});
