// The offline engine: text → reading → risk → every section of the record. Deterministic: the only
// inputs are the text, the agent's chosen type, input.today and the injected market lookup.
import type { AiSource } from '@bluebonnet/contracts';
import { clausesForContract } from '../clause-library/index';
import { actionItems } from './action-items';
import { assessRisk } from './assess-risk';
import { complianceCheck } from './compliance';
import { financialAnalysis } from './financial-analysis';
import { formRecord } from './form-summary';
import { keyDates } from './key-dates';
import { keyTerms } from './key-terms';
import { leaseListingDates } from './lease-listing-dates';
import { marketComparison } from './market-comparison';
import { negotiationTips } from './negotiation-tips';
import { readContract } from './read-contract';
import { shownEvidence, toFinding } from './risk-types';
import { recordMissingTerms } from './entered-terms';
import { suggestions } from './suggestions';
import { summary } from './summary';
import type { ContractAnalysisInput, ContractAnalysisOutput } from './types';

export const TREC_RULES_SOURCE: AiSource = { name: 'TREC deadline rules (Bluebonnet)', kind: 'bundled' };

function uniqueSources(sources: AiSource[]): AiSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.name}|${s.kind}|${s.asOf ?? ''}`;
    return !seen.has(key) && seen.add(key);
  });
}

export function analyseContract(input: ContractAnalysisInput): ContractAnalysisOutput {
  const { today } = input;
  const entered = input.entered && Object.keys(input.entered).length > 0 ? input.entered : undefined;
  const reading = readContract(input.text, input.contractType, entered);
  const risk = assessRisk(reading, input.contractType, today);
  const { terms } = reading;
  const area = { zip: terms.property.zip?.value ?? null, city: terms.property.city?.value ?? null };
  const facts = input.market.forArea(area);
  const rate = reading.kind === 'purchase' ? input.market.mortgageRate() : null;
  const compliance = complianceCheck(reading, risk.hits);
  const termsStandard = reading.form.publisher !== null && !risk.hits.some((h) => h.list === 'critical');
  const market = marketComparison(reading, facts, area, termsStandard);
  const financial = financialAnalysis(reading, rate);
  const extra = leaseListingDates(reading);
  const rateUsed = rate !== null && financial.monthlyPayment !== null && reading.kind === 'purchase';
  return {
    contractType: input.contractType,
    aiAnalysis: summary({ reading, risk, compliance, market, today }),
    riskScore: risk.score,
    riskFactors: risk.hits.map((h) => ({ name: h.name, points: h.points, evidence: shownEvidence(h.evidence) })),
    form: formRecord(reading),
    keyTerms: keyTerms(terms, reading.trec),
    criticalIssues: risk.hits.filter((h) => h.list === 'critical').map(toFinding),
    redFlags: risk.hits.filter((h) => h.list === 'red-flag').map(toFinding),
    suggestions: suggestions(reading, risk.hits, extra, today),
    complianceCheck: compliance,
    negotiationTips: negotiationTips(reading, facts, today),
    keyDates: keyDates(reading, extra),
    deadlines: reading.deadlines,
    missingTerms: recordMissingTerms(reading.mapping.missing),
    ...(entered ? { enteredTerms: entered } : {}),
    actionItems: actionItems(reading, risk.hits, extra, today),
    generatedClauses: clausesForContract(terms, reading.form),
    marketComparison: market,
    financialAnalysis: financial,
    propertyAddress: terms.property.address?.value ?? null,
    zip: area.zip,
    effectiveDate: terms.effectiveDate?.value ?? null,
    closingDate: terms.closingDate?.value ?? null,
    sources: uniqueSources([...(facts?.sources ?? []), ...(rateUsed && rate ? [rate.source] : []), TREC_RULES_SOURCE]),
  };
}
