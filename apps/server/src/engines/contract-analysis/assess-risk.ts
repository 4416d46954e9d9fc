// The risk score: the sum of named, evidenced risk factors, capped at 100. No hidden weights: each
// rule states its points, so an agent can see exactly why a contract scored what it did.
import type { ContractType } from '@bluebonnet/contracts';
import type { ContractReading } from './read-contract';
import { domainFindingRules } from './rules-domain';
import { conditionRules, financingRules } from './rules-exits';
import { missingTermRules } from './rules-missing-terms';
import { documentRules, formCurrencyRules } from './rules-form';
import { leaseRules, listingRules } from './rules-lease-listing';
import { leaseLawRules } from './rules-lease-law';
import { purchaseDateRules, purchaseMoneyRules } from './rules-purchase';
import type { RiskHit, Rule } from './risk-types';
import { specialProvisionsRule } from './special-provisions';

const RULES: readonly Rule[] = [
  documentRules,
  domainFindingRules,
  formCurrencyRules,
  purchaseDateRules,
  purchaseMoneyRules,
  financingRules,
  conditionRules,
  specialProvisionsRule,
  leaseRules,
  leaseLawRules,
  listingRules,
  missingTermRules,
];

export type RiskAssessment = { score: number; hits: RiskHit[] };

export function assessRisk(reading: ContractReading, chosen: ContractType, today: string): RiskAssessment {
  const ctx = { ...reading, chosen, today };
  const seen = new Set<string>();
  const hits: RiskHit[] = [];
  for (const rule of RULES) {
    for (const hit of rule(ctx)) {
      if (seen.has(hit.id)) continue; // one factor per id, so points are never counted twice
      seen.add(hit.id);
      hits.push(hit);
    }
  }
  // Highest points first; ties keep rule order, so the output is stable.
  const ordered = hits.map((hit, i) => ({ hit, i })).sort((a, b) => b.hit.points - a.hit.points || a.i - b.i);
  const sorted = ordered.map((x) => x.hit);
  const score = Math.min(
    100,
    sorted.reduce((sum, h) => sum + h.points, 0),
  );
  return { score, hits: sorted };
}
