// Test inputs of the lead-insights engine: a lead, activities dated by days before NOW, a two-ZIP market
// table (typical values $400,000 and $500,000, median $450,000), and fast-check generators.
import {
  activityOutcomes,
  activityTypes,
  leadPriorities,
  leadPropertyTypes,
  leadSources,
  leadStatuses,
  leadTimelines,
  preApprovalStates,
  type Lead,
  type LeadActivity,
} from '@bluebonnet/contracts';
import fc from 'fast-check';
import { referenceDataFrom } from '../../reference-data/index';
import { zipRow } from '../../test/reference-rows';
import type { LeadInsightsInput } from './types';

export const TODAY = '2026-05-20';
/** Noon in Dallas on TODAY. */
export const NOW = new Date('2026-05-20T17:00:00.000Z');
const DAY_MS = 86_400_000;

export const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

export const reference = referenceDataFrom({
  zipMarkets: [
    zipRow({ zip: '75001', city: 'Testville', zhvi: 400_000 }),
    zipRow({ zip: '75002', city: 'Testville', zhvi: 500_000 }),
    zipRow({ zip: '75003', city: 'Novalue' }),
  ],
});

export function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 7,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    phone: '(214) 555-0142',
    source: 'website',
    status: 'contacted',
    priority: 'medium',
    budget: 450_000,
    timeline: '1_3_months',
    propertyType: 'single_family',
    preferredAreas: 'Testville',
    preApproval: 'pre_approved',
    notes: null,
    smsConsent: false,
    nextFollowUpDate: null,
    lastContactAt: null,
    engagementScore: null,
    conversionProbability: null,
    intakeId: null,
    createdAt: daysBefore(20),
    updatedAt: daysBefore(1),
    ...overrides,
  };
}

let nextId = 1;
/** An activity logged `days` before NOW. */
export function anActivity(
  days: number,
  type: LeadActivity['type'] = 'call',
  outcome: LeadActivity['outcome'] = 'positive',
): LeadActivity {
  return {
    id: nextId++,
    leadId: 7,
    type,
    description: `${type} ${days} days ago`,
    outcome,
    createdAt: daysBefore(days),
  };
}

export const inputFor = (lead: Lead, activities: LeadActivity[] = []): LeadInsightsInput => ({
  lead,
  activities,
  now: NOW,
  today: TODAY,
  referenceData: reference,
});

const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const anyLead: fc.Arbitrary<Lead> = fc
  .record({
    firstName: fc.constantFrom('Maria', 'Dev', 'Ana Lucía', ' '),
    phone: orNull(fc.constant('(214) 555-0142')),
    source: fc.constantFrom(...leadSources),
    status: fc.constantFrom(...leadStatuses),
    priority: fc.constantFrom(...leadPriorities),
    budget: orNull(fc.integer({ min: 0, max: 3_000_000 })),
    timeline: orNull(fc.constantFrom(...leadTimelines)),
    propertyType: orNull(fc.constantFrom(...leadPropertyTypes)),
    preferredAreas: orNull(fc.constantFrom('Testville', '75001', 'Novalue', 'somewhere quiet', 'Testville, Elsewhere')),
    preApproval: fc.constantFrom(...preApprovalStates),
    smsConsent: fc.boolean(),
    nextFollowUpDate: orNull(fc.constantFrom('2026-05-01', '2026-05-20', '2026-05-22', '2026-07-01', 'not a date')),
    lastContactAt: orNull(fc.integer({ min: 0, max: 400 }).map(daysBefore)),
    createdAt: fc.integer({ min: 0, max: 400 }).map(daysBefore),
  })
  .map((r) => aLead(r));

export const anyActivity: fc.Arbitrary<LeadActivity> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  leadId: fc.constant(7),
  type: fc.constantFrom(...activityTypes),
  description: fc.constant('logged'),
  outcome: orNull(fc.constantFrom(...activityOutcomes)),
  // Up to a day in the future too: a clock a little behind the database must not break anything.
  createdAt: fc.integer({ min: -1, max: 400 }).map(daysBefore),
});

export const anyActivities = fc.array(anyActivity, { maxLength: 15 });
