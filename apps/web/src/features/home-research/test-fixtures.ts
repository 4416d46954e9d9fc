import type { PortfolioSample, ResearchProfile } from '@bluebonnet/contracts';
import { makeIntake } from '@/features/customer-intakes/test-fixtures';

let nextId = 700;

export function makeProfile(overrides: Partial<ResearchProfile> = {}): ResearchProfile {
  const id = overrides.id ?? nextId++;
  return {
    id,
    customerId: 501,
    realtorId: 7,
    researchStatus: 'active',
    criteriaAnalysis: null,
    marketAnalysis: null,
    searchCriteria: null,
    totalMatches: 0,
    activeMatches: 0,
    lastResearchDate: null,
    nextResearchDate: null,
    researchFrequency: 'weekly',
    createdAt: '2026-11-10T15:00:00.000Z',
    customer: makeIntake({ id: 501 }),
    ...overrides,
  };
}

export function makeSample(overrides: Partial<PortfolioSample> = {}): PortfolioSample {
  const id = overrides.id ?? nextId++;
  return {
    id,
    researchProfileId: 1,
    propertyId: `demo-${id}`,
    externalListingData: {
      price: 485000,
      address: '4120 Bluebonnet Trail',
      city: 'Frisco',
      zip: '75034',
      bedrooms: 4,
      bathrooms: 2.5,
      sqft: 2450,
      propertyType: 'single-family',
      yearBuilt: 2012,
      source: 'demo',
      demo: true,
    },
    matchScore: 87,
    matchReasons: ['In Frisco', 'Within budget'],
    aiAnalysis: {
      pros: ['Top-rated Frisco ISD schools', 'Under budget by $15,000', 'Large backyard'],
      cons: ['HOA fees'],
      investmentPotential: 'Strong: Frisco values rose faster than the DFW median.',
    },
    clientPriority: 'high',
    realtorNotes: null,
    clientFeedback: null,
    status: 'new',
    presentedAt: null,
    lastViewedAt: null,
    scheduledShowingDate: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
