import type { AiSource } from '@bluebonnet/contracts';

export type ZipHomeValue = {
  /** Zillow Home Value Index (mid-tier typical home value), dollars. */
  zhvi: number;
  asOf: string;
  changeMonthPct: number | null;
  changeYearPct: number | null;
  /** Calendar-year average 2020 → 2025, nominal dollars; DFW 7-county ZIPs only. */
  change5yPct: number | null;
  change5yRealPct: number | null;
};

export type ZipSales = {
  /** End of Redfin's rolling 90-day window. */
  periodEnd: string;
  medianSalePrice: number | null;
  medianSalePriceYearPct: number | null;
  medianListPrice: number | null;
  medianListPriceYearPct: number | null;
  medianPricePerSqft: number | null;
  homesSold: number | null;
  pendingSales: number | null;
  newListings: number | null;
  inventory: number | null;
  inventoryYearPct: number | null;
  medianDaysOnMarket: number | null;
  avgSaleToListPct: number | null;
  soldAboveListPct: number | null;
  offMarketInTwoWeeksPct: number | null;
  /** Set when the medians should not be quoted as the ZIP's typical price (few sales, or one property type). */
  caution: string | null;
};

export type ZipRent = {
  /** Zillow Observed Rent Index, dollars per month. */
  zori: number;
  /** 'YYYY' = that calendar year's average, 'YYYY-MM' = that month. */
  period: string;
  /** Against the same period a year earlier. */
  changeYearPct: number | null;
};

export type FairMarketRents = {
  /** Index = bedrooms (0 = studio … 4). Dollars per month. */
  byBedrooms: readonly (number | null)[];
  basis: 'zip' | 'county';
  hudArea: string;
  asOf: string;
};

export type ZipMarket = {
  zip: string;
  city: string;
  /** Other names the ZIP goes by (Zillow's or USPS's city), e.g. 75205 → Highland Park. */
  otherCityNames: string[];
  county: string;
  counties: string[];
  countyFips: string;
  cbsa: string | null;
  /** Zillow/Redfin metro label, e.g. 'Dallas, TX'. */
  metro: string | null;
  inDfw: boolean;
  lat: number | null;
  lng: number | null;
  population: number | null;
  homeValue: ZipHomeValue | null;
  sales: ZipSales | null;
  rent: ZipRent | null;
  fairMarketRents: FairMarketRents | null;
  /** The bundled sources this row's figures came from. */
  sources: AiSource[];
};

export type FairMarketRent = {
  zip: string;
  bedrooms: number;
  monthlyRent: number;
  basis: 'zip' | 'county';
  hudArea: string;
  asOf: string;
  /** HUD's rule for 5+ bedrooms: the 4-bedroom FMR plus 15% per extra bedroom. */
  derivedFromFourBedroom: boolean;
  source: AiSource;
};

export type CityHomeValues = {
  city: string;
  county: string;
  zhvi: number;
  asOf: string;
  startZhvi: number | null;
  /** The source does not state the start month; see `startPeriod`. */
  startPeriod: string;
  changeSinceStartPct: number | null;
  source: AiSource;
};

export type MetroMetricKey =
  | 'zhvi'
  | 'zori'
  | 'medianSalePrice'
  | 'medianListPrice'
  | 'inventory'
  | 'newListings'
  | 'pctSoldAboveList'
  | 'newConstructionSales';

export type MetroMetric = {
  label: string;
  frequency: 'week' | 'month';
  date: string;
  value: number;
  yearAgo: { date: string; value: number; changePct: number } | null;
  /** Recent points, oldest first; DFW only. */
  series: readonly (readonly [string, number])[] | null;
};

export type MetroForecast = {
  baseDate: string;
  label: string;
  horizons: { date: string; growthPct: number | null }[];
};

export type MetroSummary = {
  region: string;
  metrics: Partial<Record<MetroMetricKey, MetroMetric>>;
  forecast: MetroForecast | null;
  source: AiSource;
};

export type MortgageRate = {
  ratePct: number;
  date: string;
  yearAgo: { date: string; ratePct: number } | null;
  low52w: number;
  high52w: number;
  source: AiSource;
};
