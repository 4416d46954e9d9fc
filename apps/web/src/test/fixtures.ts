import type { User } from '@bluebonnet/contracts';

let nextId = 100;

/** A realistic full user record; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: `maria${id}@example.com`,
    phone: '2145550142',
    role: 'user',
    subscriptionPlan: 'starter',
    subscriptionStatus: 'trial',
    subscriptionStartDate: '2026-11-01T15:00:00.000Z',
    subscriptionEndDate: null,
    trialEndsAt: '2026-12-01T15:00:00.000Z',
    monthlyContractAnalysisCount: 0,
    monthlyContractAnalysisLimit: 5,
    trecLicenseNumber: '0654321',
    licenseType: null,
    licenseStatus: null,
    licenseeType: null,
    sponsoringBroker: null,
    licenseVerifiedAt: null,
    licenseCheckedAt: null,
    licenseStanding: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}
