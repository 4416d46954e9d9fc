import type { AiSource, MarketInsightsResponse } from '@bluebonnet/contracts';
import {
  fairMarketRent,
  findZipsForArea,
  latestMortgageRate,
  schoolsForZip,
  zipMarket,
  type ZipMarket,
} from '../../reference-data/index';
import { AppError } from '../../lib/app-error';
import { monthlyPaymentCents } from '../../providers/ai/tasks/contract-analysis/amortize';

type Figure = MarketInsightsResponse['figures'][number];

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const signedPct = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(1)} %`;

/** Market insights for a contract's area, from the bundled data only; every figure has its date. */
export function marketInsightsFor(area: string): Omit<MarketInsightsResponse, 'meta'> & { sources: AiSource[] } {
  const resolved = findZipsForArea(area);
  const zip = resolved.zips.map((z) => zipMarket(z)).find((z): z is ZipMarket => z !== null && z.homeValue !== null);
  if (!zip) throw new AppError('bad_request', `No bundled market data covers "${area}". Try a DFW ZIP code or city.`);
  const figures: Figure[] = [];
  const insights: string[] = [];
  const sources: AiSource[] = [...zip.sources];
  const hv = zip.homeValue;
  if (hv) {
    figures.push({ label: 'Typical home value (Zillow ZHVI)', value: usd(hv.zhvi), asOf: hv.asOf });
    if (hv.changeYearPct !== null) {
      figures.push({ label: 'Home value change, 12 months', value: signedPct(hv.changeYearPct), asOf: hv.asOf });
      insights.push(
        hv.changeYearPct < 0
          ? `Values in ${zip.city} ${zip.zip} are ${Math.abs(hv.changeYearPct).toFixed(1)} % lower than a year ago: buyers have room to negotiate price and repairs.`
          : `Values in ${zip.city} ${zip.zip} rose ${hv.changeYearPct.toFixed(1)} % over the year: expect sellers to hold firm on price.`,
      );
    }
  }
  const sales = zip.sales;
  if (sales && !sales.caution) {
    if (sales.medianSalePrice)
      figures.push({
        label: 'Median sale price (Redfin, 90 days)',
        value: usd(sales.medianSalePrice),
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
      value: `${sales.avgSaleToListPct.toFixed(1)} %`,
      asOf: sales.periodEnd,
    });
  }
  if (zip.rent)
    figures.push({ label: 'Typical rent (Zillow ZORI)', value: `${usd(zip.rent.zori)}/mo`, asOf: zip.rent.period });
  const fmr = fairMarketRent(zip.zip, 3);
  if (fmr)
    figures.push({ label: 'HUD fair market rent, 3 bedrooms', value: `${usd(fmr.monthlyRent)}/mo`, asOf: fmr.asOf });
  const rate = latestMortgageRate();
  if (rate && hv) {
    sources.push(rate.source);
    const payment = monthlyPaymentCents(Math.round(hv.zhvi * 0.8 * 100), rate.ratePct, 30) / 100;
    figures.push({ label: '30-year fixed rate (Freddie Mac)', value: `${rate.ratePct.toFixed(2)} %`, asOf: rate.date });
    insights.push(
      `At ${rate.ratePct.toFixed(2)} % with 20 % down, principal and interest on a typical home here is about ${usd(payment)} a month` +
        (zip.rent ? ` against a typical rent of ${usd(zip.rent.zori)}.` : '.'),
    );
  }
  const district = schoolsForZip(zip.zip).districts[0];
  if (district) {
    figures.push({ label: `${district.name} TEA rating`, value: district.rating, asOf: '2022' });
  }
  return { area: `${zip.city}, TX ${zip.zip}`, zip: zip.zip, figures, insights, sources: dedupe(sources) };
}

function dedupe(sources: AiSource[]): AiSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)));
}
