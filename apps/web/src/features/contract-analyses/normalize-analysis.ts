import type { ContractAnalysis } from '@bluebonnet/contracts';
import { FALLBACK_JURISDICTION, FALLBACK_MARKET_SCORE, FALLBACK_RISK_SCORE } from './constants';

const listKeys = [
  'riskFactors',
  'keyTerms',
  'criticalIssues',
  'redFlags',
  'suggestions',
  'negotiationTips',
  'deadlines',
  'actionItems',
  'generatedClauses',
] as const satisfies ReadonlyArray<keyof ContractAnalysis>;

/** Spec §3.3: list-like fields may arrive as JSON text; anything unreadable becomes an empty list. */
function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function parseObject<T extends object>(value: unknown): Partial<T> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Partial<T>;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * Makes a record from the server safe to render. The §9 fallbacks (risk 25, market score 82,
 * jurisdiction Texas) apply only when the field is absent; a real 0 stays 0.
 */
export function normalizeAnalysis(raw: ContractAnalysis): ContractAnalysis {
  const loose = raw as Partial<Record<keyof ContractAnalysis, unknown>>;
  const lists = Object.fromEntries(listKeys.map((key) => [key, parseList(loose[key])])) as Pick<
    ContractAnalysis,
    (typeof listKeys)[number]
  >;
  const compliance = parseObject<ContractAnalysis['complianceCheck']>(loose.complianceCheck);
  const market = parseObject<ContractAnalysis['marketComparison']>(loose.marketComparison);
  const financial = parseObject<ContractAnalysis['financialAnalysis']>(loose.financialAnalysis);
  const meta = parseObject<ContractAnalysis['meta']>(loose.meta);
  return {
    ...raw,
    ...lists,
    riskScore: typeof loose.riskScore === 'number' ? raw.riskScore : FALLBACK_RISK_SCORE,
    form: loose.form && typeof loose.form === 'object' ? raw.form : unknownForm,
    keyDates: parseObject<ContractAnalysis['keyDates']>(loose.keyDates) as ContractAnalysis['keyDates'],
    complianceCheck: {
      texasCompliant: compliance.texasCompliant ?? false,
      score: compliance.score ?? 0,
      jurisdiction: compliance.jurisdiction || FALLBACK_JURISDICTION,
      issues: parseList(compliance.issues) as ContractAnalysis['complianceCheck']['issues'],
      requiredDisclosures: parseList(
        compliance.requiredDisclosures,
      ) as ContractAnalysis['complianceCheck']['requiredDisclosures'],
      formRecommendations: parseList(compliance.formRecommendations) as string[],
    },
    marketComparison: normalizeMarket(market),
    financialAnalysis: {
      totalInvestment: financial.totalInvestment ?? null,
      monthlyPayment: financial.monthlyPayment ?? null,
      riskExposure: financial.riskExposure ?? null,
      opportunities: parseList(financial.opportunities) as string[],
      assumptions: parseList(financial.assumptions) as string[],
    },
    meta: {
      ...meta,
      engine: meta.engine ?? 'offline',
      generatedAt: meta.generatedAt ?? raw.createdAt,
      sources: parseList(meta.sources) as ContractAnalysis['meta']['sources'],
    },
  };
}

const unknownForm: ContractAnalysis['form'] = {
  family: 'unknown',
  formNumber: null,
  version: null,
  name: 'Form not identified',
  currentOnEffectiveDate: null,
  currentVersionNote: null,
  addenda: [],
  evidence: null,
};

type Market = ContractAnalysis['marketComparison'];

function normalizeMarket(m: Partial<Market>): Market {
  const strings = (value: unknown) => parseList(value) as string[];
  return {
    marketScore: typeof m.marketScore === 'number' ? m.marketScore : FALLBACK_MARKET_SCORE,
    propertyAddress: m.propertyAddress ?? null,
    neighborhood: m.neighborhood ?? null,
    zip: m.zip ?? null,
    liveDataSource: m.liveDataSource ?? false,
    dataConfidence: m.dataConfidence ?? 'none',
    contractPrice: m.contractPrice ?? null,
    medianPrice: m.medianPrice ?? null,
    averageRent: m.averageRent ?? null,
    priceGrowth: m.priceGrowth ?? null,
    rentalGrowth: m.rentalGrowth ?? null,
    occupancyRate: m.occupancyRate ?? null,
    daysOnMarket: m.daysOnMarket ?? null,
    schoolRating: m.schoolRating ?? null,
    priceCompetitive: m.priceCompetitive ?? null,
    termsStandard: m.termsStandard ?? false,
    marketPosition: m.marketPosition ?? '',
    analyses: strings(m.analyses),
    strengths: strings(m.strengths),
    considerations: strings(m.considerations),
    insights: strings(m.insights),
    competitiveAdvantage: m.competitiveAdvantage ?? '',
    forecasts: strings(m.forecasts),
  };
}
