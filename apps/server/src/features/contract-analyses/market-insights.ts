import type { AiSource, MarketInsightsResponse } from '@bluebonnet/contracts';
import { formatCurrency, formatPercent, monthlyPaymentCents } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import { AppError } from '../../lib/app-error';

type Figure = MarketInsightsResponse['figures'][number];

// The reference data's changes and rates are percentage points (4.2 = 4.2 %).
const POINTS = { points: true } as const;

/** Market insights for a contract's area, from the reference data only; every figure has its date. */
export function marketInsightsFor(
  area: string,
  reference: ReferenceData,
): Omit<MarketInsightsResponse, 'meta'> & { sources: AiSource[] } {
  const resolved = reference.findZipsForArea(area);
  const zip = resolved.zips
    .map((z) => reference.zipMarket(z))
    .find((z): z is ZipMarket => z !== null && z.homeValue !== null);
  if (!zip) throw new AppError('bad_request', `No bundled market data covers "${area}". Try a DFW ZIP code or city.`);
  const figures: Figure[] = [];
  const insights: string[] = [];
  const sources: AiSource[] = [...zip.sources];
  const hv = zip.homeValue;
  if (hv) {
    figures.push({ label: 'Typical home value (Zillow ZHVI)', value: formatCurrency(hv.zhvi), asOf: hv.asOf });
    if (hv.changeYearPct !== null) {
      figures.push({
        label: 'Home value change, 12 months',
        value: formatPercent(hv.changeYearPct, { ...POINTS, signed: true }),
        asOf: hv.asOf,
      });
      insights.push(
        hv.changeYearPct < 0
          ? `Values in ${zip.city} ${zip.zip} are ${formatPercent(Math.abs(hv.changeYearPct), POINTS)} lower than a year ago: buyers have room to negotiate price and repairs.`
          : `Values in ${zip.city} ${zip.zip} rose ${formatPercent(hv.changeYearPct, POINTS)} over the year: expect sellers to hold firm on price.`,
      );
    }
  }
  const sales = zip.sales;
  if (sales && !sales.caution) {
    if (sales.medianSalePrice)
      figures.push({
        label: 'Median sale price (Redfin, 90 days)',
        value: formatCurrency(sales.medianSalePrice),
        asOf: sales.periodEnd,
      });
  } else if (sales?.caution) {
    insights.push(`The ZIP's Redfin median is not quoted: ${sales.caution}`);
  }
  if (sales?.medianDaysOnMarket) {
    figures.push({ label: 'Median days on market', value: String(sales.medianDaysOnMarket), asOf: sales.periodEnd });
    insights.push(
      sales.medianDaysOnMarket > 45
        ? `Homes take about ${sales.medianDaysOnMarket} days to sell: a longer option period or seller-paid costs are realistic asks.`
        : `Homes sell in about ${sales.medianDaysOnMarket} days: keep option periods short and offers clean to compete.`,
    );
  }
  if (sales?.avgSaleToListPct) {
    figures.push({
      label: 'Average sale-to-list',
      value: formatPercent(sales.avgSaleToListPct, POINTS),
      asOf: sales.periodEnd,
    });
  }
  if (zip.rent)
    figures.push({
      label: 'Typical rent (Zillow ZORI)',
      value: `${formatCurrency(zip.rent.zori)}/mo`,
      asOf: zip.rent.period,
    });
  const fmr = reference.fairMarketRent(zip.zip, 3);
  if (fmr)
    figures.push({
      label: 'HUD fair market rent, 3 bedrooms',
      value: `${formatCurrency(fmr.monthlyRent)}/mo`,
      asOf: fmr.asOf,
    });
  const rate = reference.latestMortgageRate();
  if (rate && hv) {
    sources.push(rate.source);
    const payment = monthlyPaymentCents(Math.round(hv.zhvi * 0.8 * 100), rate.ratePct, 30) / 100;
    figures.push({
      label: '30-year fixed rate (Freddie Mac)',
      value: formatPercent(rate.ratePct, { ...POINTS, digits: 2 }),
      asOf: rate.date,
    });
    insights.push(
      `At ${formatPercent(rate.ratePct, { ...POINTS, digits: 2 })} with 20 % down, principal and interest on a typical home here is about ${formatCurrency(payment)} a month` +
        (zip.rent ? ` against a typical rent of ${formatCurrency(zip.rent.zori)}.` : '.'),
    );
  }
  const district = reference.schoolsForZip(zip.zip).districts[0];
  if (district) {
    figures.push({ label: `${district.name} TEA rating`, value: district.rating, asOf: '2022' });
  }
  return { area: `${zip.city}, TX ${zip.zip}`, zip: zip.zip, figures, insights, sources: dedupe(sources) };
}

function dedupe(sources: AiSource[]): AiSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)));
}
