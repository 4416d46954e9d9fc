import type {
  ClientAnalysis,
  CustomerIntake,
  EducationPackage,
  GeneratedLink,
  SmsMessage,
} from '@bluebonnet/contracts';
import type { IntakeStats } from './api';

let nextId = 500;

/** A realistic intake as the API answers it; override what the test is about. */
export function makeIntake(overrides: Partial<CustomerIntake> = {}): CustomerIntake {
  const id = overrides.id ?? nextId++;
  return {
    id,
    realtorId: 7,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: `ana${id}@example.com`,
    phone: '214-555-0142',
    preferredContact: 'phone',
    realEstateGoal: 'buying',
    propertyType: 'single-family',
    budgetRange: '300k-500k',
    timeframe: '1-3-months',
    currentSituation: 'first-time-buyer',
    preferredAreas: 'Frisco, Plano',
    additionalNeeds: null,
    preApprovalStatus: 'pre-approved',
    hearAboutUs: 'referral',
    notes: null,
    status: 'new',
    priority: 'medium',
    nextFollowUpDate: null,
    lastContactDate: null,
    formSource: 'web',
    isCompleted: true,
    smsConsent: true,
    conversionScore: null,
    urgencyLevel: null,
    clientProfile: null,
    aiInsights: null,
    recommendedActions: null,
    marketMatch: null,
    createdAt: '2026-11-18T15:00:00.000Z',
    updatedAt: '2026-11-18T15:00:00.000Z',
    ...overrides,
  };
}

export const stats: IntakeStats = { total: 12, new: 5, contacted: 3, active: 2 };

const meta = {
  engine: 'offline',
  generatedAt: '2026-11-20T15:00:00.000Z',
  sources: [{ name: 'DFW market snapshot', kind: 'bundled' as const, asOf: '2026-09-30' }],
};

export function makeAnalysis(overrides: Partial<ClientAnalysis> = {}): ClientAnalysis {
  return {
    conversionScore: 78,
    urgencyLevel: 'high',
    clientProfile: 'First-time buyer, pre-approved, looking in Frisco and Plano within three months.',
    aiInsights: 'Pre-approval and a short timeframe make this a ready buyer.',
    recommendedActions: [
      {
        action: 'Call within 24 hours',
        reason: 'Ready buyers choose the first agent who calls.',
        priority: 'high',
        timeframe: 'Within 24 hours',
      },
      {
        action: 'Send Frisco listings',
        reason: 'Matches the preferred areas.',
        priority: 'medium',
        timeframe: 'This week',
      },
    ],
    marketMatch: {
      likelihood: 64,
      reasoning: 'Homes in Frisco under $500K are scarce but available.',
      challenges: ['Low inventory under $500K'],
      opportunities: ['New construction incentives'],
    },
    factors: [
      { factor: 'Pre-approved for a mortgage', points: 20 },
      { factor: 'Timeframe: 1–3 months', points: 15 },
      { factor: 'No property type preference', points: -5 },
    ],
    meta,
    ...overrides,
  };
}

export function makePackage(overrides: Partial<EducationPackage> = {}): EducationPackage {
  return {
    clientName: 'Ana Lopez',
    emailSubject: 'Your first-time buyer guide, Ana',
    emailTemplate: 'Hi Ana,\n\nHere is your guide to buying a first home in Texas.\n\nThe Bluebonnet Team',
    personalizedIntro: 'Since you are pre-approved, the next step is touring homes.',
    materials: [
      {
        title: 'Understanding Earnest Money',
        category: 'buying-process',
        description: 'What it is and when it is at risk.',
        content: 'Earnest money shows the seller you are serious.',
      },
      {
        title: 'The Option Period',
        category: 'inspections',
        description: 'Your right to terminate in Texas.',
        content: 'Pay the option fee and inspect early.',
      },
    ],
    meta,
    ...overrides,
  };
}

export function makeLink(overrides: Partial<GeneratedLink> = {}): GeneratedLink {
  return {
    displayLink: 'https://bluebonnet.example/f/Ab3dE9',
    formLink: 'https://bluebonnet.example/intake-form?realtor=7&name=Rosa%20Martinez',
    workingLink: 'http://localhost:5000/intake-form?realtor=7&name=Rosa%20Martinez',
    smsTemplate: 'Hi [NAME], please fill out my quick intake form: https://bluebonnet.example/f/Ab3dE9',
    qrCodeUrl: 'data:image/png;base64,iVBORw0KGgo=',
    ...overrides,
  };
}

export function makeSms(overrides: Partial<SmsMessage> = {}): SmsMessage {
  return {
    id: nextId++,
    to: '+12145550142',
    body: 'Hi Ana, please fill out my quick intake form: https://bluebonnet.example/f/Ab3dE9',
    status: 'outbox',
    provider: 'outbox',
    providerMessageId: null,
    error: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
