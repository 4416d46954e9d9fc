// The contract price against the bundled market figures for its ZIP (or city). Every figure comes
// from MarketFacts with its as-of date; with no data every market figure is null and we say so.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { daysUntil, formatCurrency, formatPercent } from '@bluebonnet/domain';
import { FROM_DOLLARS, toDollars } from './format';
import { marketScore } from './market-score';
import type { ContractReading } from './read-contract';
import type { MarketFacts } from './types';

type MarketComparison = ContractAnalysis['marketComparison'];
export type Area = { zip: string | null; city: string | null };

const COMPETITIVE_RATIO = 1.05;
const STALE_DAYS = 180;

export function contractPrice(reading: ContractReading): { dollars: number; what: string } | null {
  const { terms } = reading;
  if (reading.kind === 'lease' && terms.lease?.monthlyRentCents)
    return { dollars: toDollars(terms.lease.monthlyRentCents.value), what: 'monthly rent' };
  if (reading.kind === 'listing' && terms.listing?.listingPriceCents)
    return { dollars: toDollars(terms.listing.listingPriceCents.value), what: 'listing price' };
  if (terms.price.salesPriceCents)
    return { dollars: toDollars(terms.price.salesPriceCents.value), what: 'sales price' };
  return null;
}

export function dataConfidence(facts: MarketFacts | null, area: Area): MarketComparison['dataConfidence'] {
  if (!facts) return 'none';
  if (facts.zip && area.zip && facts.zip === area.zip) return 'high';
  if (facts.city && area.city && facts.city.toLowerCase() === area.city.toLowerCase()) return 'medium';
  return 'low';
}

const areaName = (area: Area) =>
  [area.city, area.zip].filter(Boolean).join(' ') || 'this property (no city or ZIP was read)';

function noData(reading: ContractReading, area: Area, termsStandard: boolean): MarketComparison {
  return {
    marketScore: 0,
    propertyAddress: reading.terms.property.address?.value ?? null,
    neighborhood: null,
    zip: area.zip,
    liveDataSource: false,
    dataConfidence: 'none',
    contractPrice: contractPrice(reading)?.dollars ?? null,
    medianPrice: null,
    averageRent: null,
    priceGrowth: null,
    rentalGrowth: null,
    occupancyRate: null,
    daysOnMarket: null,
    schoolRating: null,
    priceCompetitive: null,
    termsStandard,
    marketPosition: `No bundled market data covers ${areaName(area)}, so the price is not compared with the market and no market figures are shown (market score 0 means not scored).`,
    analyses: [],
    strengths: [],
    considerations: [],
    insights: [],
    competitiveAdvantage: 'Not assessed: no market data for this area.',
    forecasts: [],
  };
}

/** Percent with one decimal for record fields (0.042 → 4.2). */
const pct = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 1000) / 10);

export function marketComparison(
  reading: ContractReading,
  facts: MarketFacts | null,
  area: Area,
  termsStandard: boolean,
): MarketComparison {
  if (!facts) return noData(reading, area, termsStandard);
  const price = contractPrice(reading);
  const lease = reading.kind === 'lease';
  const ref = lease ? facts.typicalRent : (facts.medianSalePrice ?? facts.homeValue);
  const refName = lease ? 'typical rent' : facts.medianSalePrice ? 'median sale price' : 'typical home value';
  const ratio = price && ref ? price.dollars / ref.value : null;
  const change = lease ? facts.rentChange1y : facts.homeValueChange1y;
  const dom = facts.daysOnMarket?.value ?? null;
  const analyses: string[] = [];
  const strengths: string[] = [];
  const considerations: string[] = [];
  const insights: string[] = [];
  const where = facts.areaLabel;
  const compare = (label: string, figure: { value: number; asOf: string } | null) => {
    if (!price || !figure) return;
    const diff = price.dollars / figure.value - 1;
    analyses.push(
      `The ${formatCurrency(price.dollars, FROM_DOLLARS)} ${price.what} is ${formatPercent(Math.abs(diff))} ${diff >= 0 ? 'above' : 'below'} the ${label} of ${formatCurrency(figure.value, FROM_DOLLARS)} for ${where} (as of ${figure.asOf}).`,
    );
  };
  if (lease) compare('typical rent', facts.typicalRent);
  else {
    compare('median sale price', facts.medianSalePrice);
    compare('typical home value (Zillow ZHVI)', facts.homeValue);
  }
  if (ratio !== null && ratio <= 1) strengths.push(`Priced at or below the area ${refName}.`);
  if (ratio !== null && ratio > COMPETITIVE_RATIO)
    considerations.push(
      `Priced ${formatPercent(ratio - 1)} above the area ${refName}; expect the appraisal and buyers to test it.`,
    );
  if (change !== null) {
    const line = `${lease ? 'Rents' : 'Home values'} changed ${formatPercent(change, { signed: true })} over the past year in ${where}.`;
    (change >= 0 ? strengths : considerations).push(line);
  }
  if (dom !== null)
    insights.push(`Homes in ${where} spend about ${dom} days on the market (as of ${facts.daysOnMarket?.asOf}).`);
  if (facts.saleToList !== null)
    insights.push(`Homes sell at ${formatPercent(facts.saleToList)} of list price on average.`);
  if (!lease && price && facts.typicalRent) {
    insights.push(
      `At the area's typical rent of ${formatCurrency(facts.typicalRent.value, FROM_DOLLARS)} a month, the gross rent yield at this price is ${formatPercent((facts.typicalRent.value * 12) / price.dollars)}.`,
    );
  }
  const effective = reading.terms.effectiveDate?.value;
  const asOf = ref?.asOf;
  if (effective && asOf && Math.abs(daysUntil(asOf, effective)) > STALE_DAYS) {
    considerations.push(
      `The market figures are as of ${asOf}, more than six months from the Effective Date (${effective}).`,
    );
  }
  const confidence = dataConfidence(facts, area);
  if (confidence !== 'high') considerations.push(`Figures are for ${where}, not the property's ZIP code.`);
  const score = marketScore({ priceRatio: ratio, change1y: change, daysOnMarket: dom });
  const position =
    ratio === null
      ? `No ${price ? refName : 'contract price'} to compare with in ${where}.`
      : `The ${price?.what} is ${formatPercent(Math.abs(ratio - 1))} ${ratio >= 1 ? 'above' : 'below'} the ${refName} for ${where}.`;
  return {
    marketScore: score ?? 0,
    propertyAddress: reading.terms.property.address?.value ?? null,
    neighborhood: where,
    zip: area.zip,
    liveDataSource: false,
    dataConfidence: confidence,
    contractPrice: price?.dollars ?? null,
    medianPrice: facts.medianSalePrice?.value ?? null,
    averageRent: facts.typicalRent?.value ?? null,
    priceGrowth: pct(facts.homeValueChange1y),
    rentalGrowth: pct(facts.rentChange1y),
    occupancyRate: null, // no bundled occupancy figure exists; never estimated
    daysOnMarket: dom,
    schoolRating: facts.schoolRating,
    priceCompetitive: ratio === null ? null : ratio <= COMPETITIVE_RATIO,
    termsStandard,
    marketPosition: position,
    analyses,
    strengths,
    considerations,
    insights,
    competitiveAdvantage:
      ratio === null
        ? 'Not assessed: no comparable figure.'
        : ratio < 0.995
          ? `Price ${formatPercent(1 - ratio)} under the area ${refName}.`
          : ratio <= 1.005
            ? `Priced in line with the area ${refName}.`
            : 'None on price: the price is above the area reference.',
    forecasts: [],
  };
}
