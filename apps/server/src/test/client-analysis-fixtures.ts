// Shared test inputs of the client analysis: a typical intake and a fast-check generator of any valid one,
// both reading the bundled reference data.
import {
  budgetRanges,
  currentSituations,
  hearAboutUsOptions,
  intakePropertyTypes,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
} from '@bluebonnet/contracts';
import fc from 'fast-check';
import type { ClientAnalysisInput } from '../engines/client-analysis/index';
import { bundledReferenceData } from '../reference-data/index';

export const TODAY = '2026-11-21';

export const maria: ClientAnalysisInput = {
  firstName: 'Maria',
  goal: 'buying',
  propertyType: 'single-family',
  budgetRange: '300k-500k',
  timeframe: '1-3-months',
  currentSituation: 'first-time-buyer',
  preferredAreas: 'Plano',
  additionalNeeds: 'good schools, a yard, 3 bedrooms',
  preApprovalStatus: 'need-help',
  hearAboutUs: 'referral',
  preferredContact: 'phone',
  smsConsent: false,
  notes: null,
  completeness: 8 / 9,
  createdAt: '2026-11-19T15:00:00.000Z',
  today: TODAY,
  reference: bundledReferenceData(),
};

const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const anyInput: fc.Arbitrary<ClientAnalysisInput> = fc.record({
  firstName: fc.constantFrom('Maria', 'Dev', 'Sam', 'Ana Lucía', ''),
  goal: fc.constantFrom(...realEstateGoals),
  propertyType: orNull(fc.constantFrom(...intakePropertyTypes)),
  budgetRange: orNull(fc.constantFrom(...budgetRanges)),
  timeframe: orNull(fc.constantFrom(...timeframes)),
  currentSituation: orNull(fc.constantFrom(...currentSituations)),
  preferredAreas: orNull(
    fc.constantFrom('Frisco', 'Plano, TX', 'north Dallas', 'Keller or Southlake', '76109', 'somewhere quiet'),
  ),
  additionalNeeds: orNull(fc.constantFrom('pool', 'good schools and 4 bedrooms', 'big yard for the dogs')),
  preApprovalStatus: fc.constantFrom(...preApprovalStatuses),
  hearAboutUs: orNull(fc.constantFrom(...hearAboutUsOptions)),
  preferredContact: fc.constantFrom(...preferredContacts),
  smsConsent: fc.boolean(),
  notes: orNull(fc.constantFrom('Call after 5', 'Lease ends in March')),
  completeness: fc.double({ min: 0, max: 1, noNaN: true }),
  createdAt: fc.constantFrom('2026-11-21T08:00:00.000Z', '2026-11-01T20:00:00.000Z', '2026-06-30T12:00:00.000Z'),
  today: fc.constant(TODAY),
  reference: fc.constant(bundledReferenceData()),
});
