// The lead insight engine's time per lead (no LLM) over varied leads and activity logs, with the
// bundled reference data. Run through tsx (it imports the TypeScript sources).
import { computeLeadInsights } from '../apps/server/src/engines/lead-insights/index.ts';
import { bundledReferenceData } from '../apps/server/src/reference-data/index.ts';

const TYPES = ['call', 'email', 'meeting', 'property_showing', 'note'];
const OUTCOMES = ['positive', 'neutral', 'negative', 'no_response', null];
const AREAS = ['Plano', 'Frisco, McKinney', '75024', 'Allen', null, 'Nowhere Special'];

function leadAt(i, now) {
  const created = new Date(now.getTime() - (i % 90) * 86_400_000);
  return {
    id: i + 1,
    firstName: 'Bench',
    lastName: `Lead ${i}`,
    email: `lead${i}@example.com`,
    phone: '(214) 555-0142',
    source: ['website', 'referral', 'zillow', 'open_house', 'cold_call'][i % 5],
    status: ['new', 'contacted', 'qualified', 'nurturing'][i % 4],
    priority: 'medium',
    budget: i % 3 ? 300_000 + (i % 20) * 25_000 : null,
    timeline: ['asap', '1_3_months', '3_6_months', null, 'unsure'][i % 5],
    propertyType: 'single_family',
    preferredAreas: AREAS[i % AREAS.length],
    preApproval: ['pre_approved', 'unknown', 'not_yet', 'cash_buyer'][i % 4],
    notes: null,
    smsConsent: i % 2 === 0,
    nextFollowUpDate: null,
    lastContactAt: null,
    engagementScore: null,
    conversionProbability: null,
    intakeId: null,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
  };
}

function activitiesFor(i, now) {
  return Array.from({ length: i % 25 }, (_, k) => ({
    id: k + 1,
    leadId: i + 1,
    type: TYPES[(i + k) % TYPES.length],
    description: 'Bench activity',
    outcome: OUTCOMES[(i * 7 + k) % OUTCOMES.length],
    createdAt: new Date(now.getTime() - (k * 2 + (i % 5)) * 86_400_000).toISOString(),
  }));
}

export function leadInsightsBench(count = 5_000) {
  const referenceData = bundledReferenceData();
  const now = new Date('2026-11-24T15:00:00Z');
  const inputs = Array.from({ length: count }, (_, i) => ({
    lead: leadAt(i, now),
    activities: activitiesFor(i, now),
    now,
    today: '2026-11-24',
    referenceData,
  }));
  for (const input of inputs.slice(0, 500)) computeLeadInsights(input); // warm up
  const times = inputs
    .map((input) => {
      const t0 = performance.now();
      computeLeadInsights(input);
      return performance.now() - t0;
    })
    .sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(3);
  return { leads: count, 'activities per lead': '0–24', 'p50 ms': at(50), 'p95 ms': at(95), 'p99 ms': at(99) };
}
