import type { CommunicationContact, CommunicationResult, SentMessage } from '@bluebonnet/contracts';

export const DRAFT_URL = 'POST /api/ai-client-communication';
export const SEND_URL = 'POST /api/ai-client-communication/send';
export const MESSAGES_URL = 'GET /api/ai-client-communication/messages';
export const contactsUrl = (search: string) => `GET /api/ai-client-communication/contacts?search=${search}`;

export function makeContact(overrides: Partial<CommunicationContact> = {}): CommunicationContact {
  return {
    kind: 'lead',
    id: 42,
    name: 'Ana Lopez',
    email: 'ana@example.com',
    phone: '214-555-0142',
    smsConsent: true,
    clientType: 'buyer',
    propertyAddress: '1200 Elm St, Plano, TX 75074',
    context: 'Status: qualified. Budget $450,000. Areas: Plano, Frisco. Last contact 3 days ago (call).',
    ...overrides,
  };
}

/** An email draft as the offline engine answers it; override what the test is about. */
export function makeResult(overrides: Partial<CommunicationResult> = {}): CommunicationResult {
  return {
    subject: 'Following up on 1200 Elm St',
    primaryContent: 'Hi Ana,\n\nThank you for touring 1200 Elm St on Saturday.\n\nBest,\nJordan',
    alternativeContent: 'Hi Ana, quick note after Saturday: happy to answer anything about 1200 Elm St.',
    channel: 'email',
    sms: null,
    talkingPoints: [],
    followUps: [
      {
        after: '24 hours',
        sendAt: '2026-03-06T12:00:00Z',
        subject: 'Any questions?',
        content: 'Hi Ana, any questions?',
      },
      {
        after: '3 days',
        sendAt: '2026-03-08T12:00:00Z',
        subject: 'Still thinking?',
        content: 'Hi Ana, still thinking?',
      },
      { after: '1 week', sendAt: '2026-03-12T12:00:00Z', subject: 'Checking in', content: 'Hi Ana, checking in.' },
    ],
    templates: [
      {
        id: 'email-showing-follow-up',
        name: 'Showing follow-up',
        communicationType: 'email',
        subject: 'Your showing at 1200 Elm St',
        content: 'Hi Ana, the sellers expect offers by [OFFER DEADLINE].',
        unfilled: ['OFFER DEADLINE'],
      },
    ],
    meta: { engine: 'offline', generatedAt: '2026-03-05T12:00:00Z', sources: [] },
    ...overrides,
  };
}

export function makeSentMessage(overrides: Partial<SentMessage> = {}): SentMessage {
  return {
    id: 1,
    channel: 'email',
    leadId: 42,
    intakeId: null,
    recipientName: 'Ana Lopez',
    to: 'ana@example.com',
    subject: 'Following up on 1200 Elm St',
    content: 'Hi Ana, thank you for touring.',
    status: 'outbox',
    scheduledFor: null,
    sentAt: null,
    provider: 'outbox',
    error: null,
    createdAt: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}
