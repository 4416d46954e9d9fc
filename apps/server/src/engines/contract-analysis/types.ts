import type { AiSource, ContractAnalysis, ContractType, EnteredTerms } from '@bluebonnet/contracts';
import type { CivilDate } from '@bluebonnet/domain';

/** One negotiation tip of the analysis. */
export type Tip = ContractAnalysis['negotiationTips'][number];

/** A figure with the date it describes. */
export type Dated<T> = { value: T; asOf: string };

/** What the bundled (or, later, live) market data knows about a property's area. */
export type MarketFacts = {
  areaLabel: string;
  zip: string | null;
  city: string | null;
  /** Typical home value (Zillow ZHVI) in dollars. */
  homeValue: Dated<number> | null;
  /** Year-over-year change of the typical home value, as a fraction (0.042 = 4.2 %). */
  homeValueChange1y: number | null;
  medianSalePrice: Dated<number> | null;
  medianListPrice: Dated<number> | null;
  daysOnMarket: Dated<number> | null;
  /** Typical monthly rent (Zillow ZORI) in dollars. */
  typicalRent: Dated<number> | null;
  rentChange1y: number | null;
  /** Sale-to-list ratio, e.g. 0.98. */
  saleToList: number | null;
  schoolRating: string | null;
  sources: AiSource[];
};

export type MortgageRate = { ratePercent: number; asOf: string; source: AiSource };

/** Injected so the analysis stays deterministic and testable with fixed figures. */
export type MarketLookup = {
  forArea(area: { zip: string | null; city: string | null }): MarketFacts | null;
  mortgageRate(): MortgageRate | null;
};

export type ContractAnalysisInput = {
  contractType: ContractType;
  text: string;
  filename: string | null;
  /** The analysis date in Texas (deadlines and "must do now" items count from it). */
  today: CivilDate;
  market: MarketLookup;
  /** Terms the agent entered on a saved analysis, replacing what the text says or leaves blank. */
  entered?: EnteredTerms;
};

/** Everything the record holds except what the service adds (id, text, status, meta, timestamps). */
export type ContractAnalysisOutput = Omit<
  ContractAnalysis,
  'id' | 'createdAt' | 'contractText' | 'filename' | 'contractStatus' | 'meta'
> & {
  /** Denormalised for lists, the Mood Ring and the deadlines card. */
  propertyAddress: string | null;
  zip: string | null;
  effectiveDate: CivilDate | null;
  closingDate: CivilDate | null;
  sources: AiSource[];
};
