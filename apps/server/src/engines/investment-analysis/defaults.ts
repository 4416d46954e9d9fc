// Suggestions to pre-fill the form for a ZIP, each with its table and date; null where there is no data.
import type { InvestmentDefaults } from '@bluebonnet/contracts';
import { DEFAULT_LOAN_TERM } from '@bluebonnet/contracts';
import type { ReferenceData } from '../../reference-data/index';
import { placeOf } from './analysis';
import { zipTrend } from './appreciation';
import { surveyRate } from './interest-rate';
import { tableTaxes } from './property-taxes';
import { suggestedRent } from './rent-reference';

export type DefaultsQuery = { zip: string; bedrooms?: number | undefined; propertyPrice?: number | undefined };

/** The rate is national (Freddie Mac), so it is offered for any ZIP; the rest need the ZIP in our tables. */
export function investmentDefaults(ref: ReferenceData, query: DefaultsQuery): InvestmentDefaults {
  const row = ref.zipMarket(query.zip);
  const taxes = row && query.propertyPrice !== undefined ? tableTaxes(ref, row, query.propertyPrice) : null;
  return {
    zip: query.zip,
    place: row ? placeOf(row, query.zip) : null,
    suggestedRent: suggestedRent(ref, row, query.bedrooms)?.assumption ?? null,
    interestRate: surveyRate(ref, DEFAULT_LOAN_TERM)?.assumption ?? null,
    propertyTaxes: taxes?.assumption ?? null,
    appreciationRate: (row ? zipTrend(ref, row) : null)?.assumption ?? null,
  };
}
