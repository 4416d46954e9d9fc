import type { FollowUps, Lead, LeadActivity, LeadInsights, LeadStats } from '@bluebonnet/contracts';

let nextId = 700;

/** A realistic lead as the API answers it; override what the test is about. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? nextId++;
  return {
    id,
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: `maria${id}@example.com`,
    phone: '(214) 555-0142',
    source: 'zillow',
    status: 'new',
    priority: 'high',
    budget: 450000,
    timeline: '1_3_months',
    propertyType: 'single_family',
    preferredAreas: 'Frisco, Plano',
    preApproval: 'pre_approved',
    notes: null,
    smsConsent: true,
    nextFollowUpDate: null,
    lastContactAt: null,
    engagementScore: 62,
    conversionProbability: 45,
    intakeId: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<LeadActivity> = {}): LeadActivity {
  const id = overrides.id ?? nextId++;
  return {
    id,
    leadId: 700,
    type: 'call',
    description: `Call number ${id}`,
    outcome: 'positive',
    createdAt: '2026-11-21T16:30:00.000Z',
    ...overrides,
  };
}

export function makeInsights(overrides: Partial<LeadInsights> = {}): LeadInsights {
  return {
    leadId: 700,
    engagementScore: 62,
    conversionProbability: 45,
    engagementLabel: 'Moderately engaged',
    conversionLabel: 'Potential buyer',
    earlyStage: false,
    engagementFactors: [
      { name: 'Recent contact', weight: 30, points: 24, detail: 'Last spoke 2 days ago.' },
      { name: 'Response to outreach', weight: 20, points: -5, detail: 'One call went unanswered.' },
    ],
    conversionFactors: [{ name: 'Pre-approval', weight: 25, points: 25, detail: 'Pre-approved with a lender.' }],
    recommendedActions: [
      {
        action: 'Schedule a showing',
        reason: 'Pre-approved and moving within 3 months.',
        dueDate: '2026-11-24',
        priority: 'high',
      },
    ],
    aiAnalysis: 'Maria is pre-approved and responsive; a showing this week keeps momentum.',
    computedAt: '2026-11-22T14:00:00.000Z',
    meta: { engine: 'offline', generatedAt: '2026-11-22T14:00:00.000Z', sources: [] },
    ...overrides,
  };
}

export const stats: LeadStats = { total: 128, qualified: 34, highPriority: 17, thisWeek: 9, followUpsDue: 2 };

export function makeFollowUps(overrides: Partial<FollowUps> = {}): FollowUps {
  return { today: '2026-11-22', overdue: [], dueToday: [], ...overrides };
}
