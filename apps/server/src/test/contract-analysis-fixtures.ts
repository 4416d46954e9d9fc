// Shared by the contract engines' tests and the prose task's: the domain's filled-contract fixtures
// (imported, not copied), a fake market with fixed figures, and helpers to run and validate an analysis.
import { contractAnalysis, type ContractType } from '@bluebonnet/contracts';
import type { Evidence } from '@bluebonnet/domain';
import {
  CONDO_1974,
  LISTING_AGREEMENT,
  PLAIN_PURCHASE,
  RESALE_CASH,
  RESALE_FINANCED_2026,
  RESALE_PRE_1978,
  RESALE_PRICE_MISMATCH,
  RESIDENTIAL_LEASE,
  resaleFinanced2026,
} from '@bluebonnet/domain/test-fixtures';
import {
  analyseContract,
  type ContractAnalysisOutput,
  type MarketFacts,
  type MarketLookup,
} from '../engines/contract-analysis/index';

export { resaleFinanced2026, RESALE_PRICE_MISMATCH };

/** Each fixture with the type an agent would pick and an analysis date the day after it took effect. */
export const FIXTURES = {
  financed: { text: RESALE_FINANCED_2026, type: 'purchase', today: '2026-04-15' },
  pre1978: { text: RESALE_PRE_1978, type: 'purchase', today: '2025-06-13' },
  cash: { text: RESALE_CASH, type: 'purchase', today: '2026-02-28' },
  condo: { text: CONDO_1974, type: 'purchase', today: '2025-09-19' },
  plain: { text: PLAIN_PURCHASE, type: 'purchase', today: '2027-02-02' },
  lease: { text: RESIDENTIAL_LEASE, type: 'lease', today: '2026-05-03' },
  listing: { text: LISTING_AGREEMENT, type: 'listing', today: '2026-05-01' },
} as const satisfies Record<string, { text: string; type: ContractType; today: string }>;
export type FixtureName = keyof typeof FIXTURES;

const SOURCE = { name: 'Test ZIP market', kind: 'bundled' as const, asOf: '2026-03-31' };
const dated = (value: number) => ({ value, asOf: '2026-03-31' });

function facts(zip: string | null, city: string | null, overrides: Partial<MarketFacts> = {}): MarketFacts {
  return {
    areaLabel: zip ? `ZIP ${zip}` : `${city}`,
    zip,
    city,
    homeValue: dated(470_000),
    homeValueChange1y: 0.03,
    medianSalePrice: dated(480_000),
    medianListPrice: dated(495_000),
    daysOnMarket: dated(40),
    typicalRent: dated(2_450),
    rentChange1y: 0.02,
    saleToList: 0.98,
    schoolRating: 'A',
    sources: [SOURCE],
    ...overrides,
  };
}

/** Plano 75025 and Arlington 76012 have ZIP figures; Dallas only city figures; everything else none. */
export const testMarket: MarketLookup = {
  forArea: ({ zip, city }) => {
    if (zip === '75025' || zip === '76012') return facts(zip, null);
    if (city?.toLowerCase() === 'dallas')
      return facts(null, 'Dallas', { sources: [{ ...SOURCE, name: 'Test city market' }] });
    return null;
  },
  mortgageRate: () => ({
    ratePercent: 6.5,
    asOf: '2026-05-14',
    source: { name: 'Test mortgage rate', kind: 'bundled', asOf: '2026-05-14' },
  }),
};

export const noMarket: MarketLookup = { forArea: () => null, mortgageRate: () => null };

export function analyse(
  name: FixtureName,
  market: MarketLookup = testMarket,
  type?: ContractType,
): ContractAnalysisOutput {
  const f = FIXTURES[name];
  return analyseContract({ contractType: type ?? f.type, text: f.text, filename: null, today: f.today, market });
}

/** The stored record: the output plus what the service adds. */
export function asRecord(output: ContractAnalysisOutput, text: string) {
  return contractAnalysis.parse({
    ...output,
    id: 1,
    createdAt: '2026-04-15T12:00:00.000Z',
    contractText: text,
    filename: null,
    contractStatus: 'active',
    meta: { engine: 'offline', generatedAt: '2026-04-15T12:00:00.000Z', sources: output.sources },
  });
}

/** Every {paragraph, quote} anywhere in a value. */
export function allEvidence(value: unknown): Evidence[] {
  const out: Evidence[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.quote === 'string' && typeof o.paragraph === 'string')
        out.push({ paragraph: o.paragraph, quote: o.quote });
      else Object.values(o).forEach(walk);
    }
  };
  walk(value);
  return out;
}
