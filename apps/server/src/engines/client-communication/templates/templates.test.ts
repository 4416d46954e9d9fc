import { communicationRequest, communicationTypes, type CommunicationRequest } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { draftCommunication } from '../draft-communication';
import { PLACEHOLDER } from '../placeholders';
import { OPT_OUT } from '../sms-draft';
import { smsSegments } from '../sms-segments';
import { TEMPLATE_LIBRARY } from './index';

const realtor = { name: 'Rosa Martinez', phone: '2145550100' };
const templates = (over: Partial<CommunicationRequest>) =>
  draftCommunication(communicationRequest.parse({ clientName: 'Maria Gonzalez', context: 'Checking in.', ...over }), {
    realtor,
    now: new Date('2026-11-24T16:00:00Z'),
  }).templates;

describe('the template library', () => {
  it('has at least four templates for each communication type, and no figure in any of them', () => {
    for (const type of communicationTypes) {
      expect(TEMPLATE_LIBRARY[type].length, type).toBeGreaterThanOrEqual(4);
      for (const t of TEMPLATE_LIBRARY[type]) {
        expect(t.communicationType).toBe(type);
        expect(`${t.subject ?? ''} ${t.content}`, t.id).not.toMatch(/\d/);
        expect(t.subject === null, t.id).toBe(type === 'sms' || type === 'call_script');
      }
    }
  });

  it('fills [NAME], [REALTOR] and [ADDRESS] from the form and lists whatever is left', () => {
    for (const communicationType of communicationTypes) {
      for (const t of templates({ communicationType, propertyAddress: '4512 Elm Street' })) {
        const left = `${t.subject ?? ''} ${t.content}`.match(PLACEHOLDER) ?? [];
        expect(t.unfilled).toEqual([...new Set(left)]);
        expect(t.unfilled.filter((p) => ['[NAME]', '[REALTOR]', '[ADDRESS]'].includes(p))).toEqual([]);
        expect(t.content).toMatch(/Maria|Rosa Martinez/);
      }
    }
  });

  it('reports [ADDRESS] as unfilled when no address was given', () => {
    const sms = templates({ communicationType: 'sms' });
    expect(sms.find((t) => t.id === 'sms-showing-follow-up')!.unfilled).toEqual(['[ADDRESS]']);
    expect(sms.find((t) => t.id === 'sms-new-lead-intro')!.unfilled).toEqual([]);
    expect(templates({ communicationType: 'email' }).find((t) => t.id === 'email-market-update')!.unfilled).toEqual([
      '[MARKET_NOTES]',
    ]);
  });

  it('lists the templates suited to the client type first', () => {
    const suits = (id: string) => TEMPLATE_LIBRARY.email.find((t) => t.id === id)!.clientTypes.includes('seller');
    const order = templates({ communicationType: 'email', clientType: 'seller' }).map((t) => suits(t.id));
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    expect(order.slice(0, 3)).toEqual([true, true, true]);
    expect(templates({ communicationType: 'thank_you', clientType: 'past_client' })[0]!.id).toBe('thank-you-referral');
  });

  it('adds the opt-out line to texts for leads, and keeps filled texts within two segments', () => {
    for (const t of templates({
      communicationType: 'sms',
      clientType: 'lead',
      propertyAddress: '4512 Elm Street, Frisco',
    })) {
      expect(t.content.endsWith(OPT_OUT)).toBe(true);
      expect(smsSegments(t.content).segments).toBeLessThanOrEqual(2);
    }
    expect(
      templates({ communicationType: 'sms', clientType: 'past_client' }).some((t) => t.content.includes(OPT_OUT)),
    ).toBe(false);
  });
});
