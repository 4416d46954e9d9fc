import {
  communicationClientTypes,
  communicationRequest,
  communicationTones,
  communicationTypes,
  communicationUrgencies,
} from '@bluebonnet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftCommunication } from './draft-communication';
import { OPT_OUT } from './sms-draft';
import { smsSegments } from './sms-segments';
import type { CommunicationDraft } from './types';

const NOW = new Date('2026-11-24T16:00:00.000Z');
const realtor = {
  name: 'Rosa Martinez',
  email: 'rosa.martinez@lonestar.example',
  phone: '214-555-0100',
  brokerage: 'Lone Star Realty',
};
const realtorPhoneShown = '(214) 555-0100';

/** Everything a client could read: subject, both drafts, talking points, follow-ups and templates. */
const readable = (d: CommunicationDraft) =>
  [
    d.subject,
    d.primaryContent,
    d.alternativeContent,
    ...d.talkingPoints,
    ...d.followUps.flatMap((f) => [f.subject ?? '', f.content]),
    ...d.templates.flatMap((t) => [t.subject ?? '', t.content, t.name]),
  ].join('\n');

const words = (chars: string) =>
  fc.array(fc.constantFrom(...chars.split('')), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));
const noDigits = fc
  .array(
    fc.oneof(
      words('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      words('éñüçàŽřıšłøå🎉😀€$%.,;!?\'"-—…&'),
      fc.constant('she'),
      fc.constant('her'),
      fc.constant('wants'),
    ),
    {
      minLength: 1,
      maxLength: 40,
    },
  )
  .map((w) => w.join(' '));

const request = fc.record({
  clientName: noDigits.filter((s) => s.trim().length > 0).map((s) => s.slice(0, 200)),
  clientType: fc.constantFrom(...communicationClientTypes),
  propertyAddress: fc.option(
    noDigits.map((s) => s.slice(0, 300)),
    { nil: undefined },
  ),
  context: noDigits.filter((s) => s.trim().length > 0),
  communicationType: fc.constantFrom(...communicationTypes),
  tone: fc.constantFrom(...communicationTones),
  urgency: fc.constantFrom(...communicationUrgencies),
});

describe('no figures the agent did not give', () => {
  it('writes no digit at all from inputs without digits, except the agent’s own phone', () => {
    fc.assert(
      fc.property(request, (r) => {
        const d = draftCommunication(communicationRequest.parse(r), { realtor, now: NOW });
        const text = readable(d).split(realtorPhoneShown).join('').split(realtor.email).join('');
        expect(text).not.toMatch(/\d/);
      }),
      { numRuns: 400 },
    );
  });

  it('repeats only the figures the agent typed', () => {
    const d = draftCommunication(
      communicationRequest.parse({
        clientName: 'Maria Gonzalez',
        propertyAddress: '4512 Elm Street, Frisco, TX 75034',
        context: 'I showed her 3 homes under $450,000 on Saturday; she wants to offer by 11/30.',
        communicationType: 'email',
      }),
      { realtor, now: NOW },
    );
    const given = ['4512', '75034', '3', '450,000', '11/30', '214', '555', '0100'];
    const numbers = readable(d).match(/\d[\d,/]*/g) ?? [];
    expect(numbers.filter((n) => !given.includes(n.replace(/[,/]$/, '')))).toEqual([]);
    expect(d.primaryContent).toContain('$450,000');
  });
});

describe('texts always fit', () => {
  it('stay within two segments, opt-out line whole, whatever the name and context', () => {
    fc.assert(
      fc.property(request, fc.boolean(), (r, lead) => {
        const d = draftCommunication(
          communicationRequest.parse({ ...r, communicationType: 'sms', clientType: lead ? 'lead' : r.clientType }),
          {
            realtor,
            now: NOW,
          },
        );
        for (const text of [d.primaryContent, d.alternativeContent, ...d.followUps.map((f) => f.content)]) {
          expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
          if (lead) expect(text.endsWith(OPT_OUT)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
