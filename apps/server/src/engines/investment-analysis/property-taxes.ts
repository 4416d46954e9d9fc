// Annual property taxes: the agent's figure, else the taxing units our DFW tax-rate table has for the ZIP's
// city and county, their rates per $100 summed and applied to the price. The table is incomplete for many
// places: the units it lacks are named and the figure is flagged as lower than the real bill, never passed
// off as the whole bill. A rental gets no homestead exemption, so the nominal rates apply.
import { formatCurrency, listText } from '@bluebonnet/domain';
import type { ReferenceData, TaxRate, ZipMarket } from '../../reference-data/index';
import { type Filled, fromTable, noData, typed } from './filled';

const FIELD = { field: 'propertyTaxes', label: 'Property taxes (a year)' };
const ENTER = 'Enter the annual tax bill from the appraisal district.';

/** A unit spanning two counties is listed under each: keep one row per unit, the property's county first. */
function oneRowPerUnit(rates: readonly TaxRate[], county: string): TaxRate[] {
  const byUnit = new Map<string, TaxRate>();
  for (const r of rates) {
    const seen = byUnit.get(r.entity);
    if (!seen || (seen.county !== county && r.county === county)) byUnit.set(r.entity, r);
  }
  return [...byUnit.values()];
}

const yearsText = (units: readonly TaxRate[]) => {
  const years = [...new Set(units.map((u) => u.taxYear))].sort((a, b) => a - b);
  return years.length === 1 ? `tax year ${years[0]}` : `tax years ${years[0]} to ${years.at(-1)}`;
};

/** What the gap list calls the school district reads better as a plain noun in a sentence. */
const gapName = (gap: string) => (gap.startsWith('School district') ? 'the school district' : gap);

/** The table's figure for a price (null when the table has no unit for the place). */
export function tableTaxes(ref: ReferenceData, row: ZipMarket, price: number): Filled | null {
  const lookup = ref.taxRatesFor(row.city, { county: row.county });
  const units = oneRowPerUnit(lookup.rates, row.county);
  if (!units.length) return null;
  // Six decimals, as the table gives each rate: the sum carries no floating-point tail.
  const perHundred = Number(units.reduce((sum, u) => sum + u.ratePer100, 0).toFixed(6));
  const annual = Math.round(price * perHundred) / 100;
  const parts = units.map((u) => `${u.entity} ${u.ratePer100} (${u.taxYear})`).join(' + ');
  const gaps = lookup.gaps.map(gapName);
  const missing = gaps.length
    ? ` Not in our table: ${listText(gaps)}, so the real bill is higher. ${ENTER}`
    : ' Special districts (utility, improvement) are not included.';
  return fromTable(FIELD, annual, {
    source: lookup.source.name,
    asOf: yearsText(units),
    note:
      `${parts} = ${perHundred} per $100 of value × ${formatCurrency(price)}.${missing}` +
      ' Assumes the appraised value equals the price; a rental gets no homestead exemption.',
    tables: [ref.sourceFor('tax-rates')],
    ...(gaps.length
      ? {
          warning: `Property taxes count only ${listText(units.map((u) => u.entity))}; ${listText(gaps)} ${gaps.length === 1 ? 'is' : 'are'} missing, so the cash flow shown is too high until you enter the full tax bill.`,
        }
      : {}),
  });
}

export function propertyTaxes(
  ref: ReferenceData,
  input: { propertyTaxes?: number | undefined; zip?: string | undefined; propertyPrice: number },
  row: ZipMarket | null,
): Filled {
  if (input.propertyTaxes !== undefined) return typed(FIELD, input.propertyTaxes);
  const warning = 'Property taxes are counted as $0: enter the annual tax bill.';
  if (!input.zip) return noData(FIELD, `No ZIP given, so no local tax rate: $0 is used. ${ENTER}`, warning);
  if (!row) return noData(FIELD, `We have no tax-rate data for ZIP ${input.zip}: $0 is used. ${ENTER}`, warning);
  return (
    tableTaxes(ref, row, input.propertyPrice) ??
    noData(
      FIELD,
      `Our tax-rate table has no rates for ${row.city} (${row.county} County): $0 is used. ${ENTER}`,
      warning,
    )
  );
}
