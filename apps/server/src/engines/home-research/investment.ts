// Investment potential of a listing: gross rent yield = 12 × monthly rent ÷ price, exactly, from the
// tables the market tools quote: HUD's fair market rent for the home's bedroom count (the 40th percentile
// of rents, utilities included), or Zillow's typical rent for the ZIP without a bedroom count. It is
// described against what is usual there on the same rent table — the ZIP's typical home (Zillow's
// typical value, a 3-bedroom HUD rent, as the market insights quote them) and the metro's ZIPs — never
// on a fixed scale. Before taxes, insurance, HOA, vacancy and financing.
import { formatCurrency, formatPercent } from '@bluebonnet/domain';
import type { ReferenceData, ZipMarket } from '../../reference-data/index';
import type { Listing } from '../../providers/listings/index';
import {
  grossYieldPct,
  metroYieldSpread,
  type RentBasis,
  TYPICAL_HOME_BASIS,
  type YieldSpread,
  zipTypicalYieldPct,
} from './yield-benchmark';

export type YieldPosition = 'above' | 'about' | 'below';

export type InvestmentView = {
  summary: string;
  /** Exact percent (7.2 = 7.2 %), or null where there is no rent figure. */
  grossYieldPct: number | null;
  monthlyRent: number | null;
  rentSource: string | null;
  /** The ZIP's typical home on the same rent (or, without one, the metro's median ZIP): the yardstick. */
  benchmarkPct: number | null;
  benchmarkLabel: string | null;
  position: YieldPosition | null;
};

/** Within 10 % of the yardstick reads as "about average". */
const ABOUT = 0.1;

const pct = (points: number) => formatPercent(points, { points: true });

/** The listing's rent, and the basis its yardstick uses (the same table, for a typical home). */
type Rent = { rent: number; source: string; basis: RentBasis };

function rentFor(ref: ReferenceData, listing: Listing, row: ZipMarket | null): Rent | null {
  const fmr = listing.bedrooms === null ? null : ref.fairMarketRent(listing.zip, Math.round(listing.bedrooms));
  if (fmr) {
    const where = fmr.basis === 'zip' ? `ZIP ${fmr.zip}` : fmr.hudArea;
    const source = `HUD ${fmr.asOf} fair market rent for ${fmr.bedrooms} bedrooms, ${where}, utilities included`;
    return { rent: fmr.monthlyRent, source, basis: TYPICAL_HOME_BASIS };
  }
  if (!row?.rent) return null;
  const source = `Zillow typical rent for ZIP ${row.zip}, ZORI ${row.rent.period}`;
  return { rent: row.rent.zori, source, basis: { kind: 'zori' } };
}

export function positionOf(yieldPct: number, benchmark: number): YieldPosition {
  const ratio = yieldPct / benchmark;
  return ratio > 1 + ABOUT ? 'above' : ratio < 1 - ABOUT ? 'below' : 'about';
}

function comparison(zip: string, y: number, typical: number | null, spread: YieldSpread | null): string | null {
  const parts: string[] = [];
  if (typical !== null) {
    const position = positionOf(y, typical);
    parts.push(
      position === 'about'
        ? `About average for ${zip}, whose typical home yields ${pct(typical)}`
        : `${position === 'above' ? 'Above' : 'Below'} ${zip}'s typical ${pct(typical)}`,
    );
  }
  if (spread) {
    const quarter =
      y >= spread.q3
        ? ', and this home is in the top quarter'
        : y <= spread.q1
          ? ', and this home is in the bottom quarter'
          : '';
    parts.push(`the median ${spread.area} ZIP yields ${pct(spread.median)}${quarter}`);
  }
  if (!parts.length) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function investmentView(ref: ReferenceData, listing: Listing): InvestmentView {
  const row = ref.zipMarket(listing.zip);
  const rent = rentFor(ref, listing, row);
  const y = rent ? grossYieldPct(rent.rent, listing.price) : null;
  if (!rent || y === null) {
    return {
      summary: `Rent yield: no data. There is no rent figure for ZIP ${listing.zip} in our tables.`,
      grossYieldPct: null,
      monthlyRent: null,
      rentSource: null,
      benchmarkPct: null,
      benchmarkLabel: null,
      position: null,
    };
  }
  const typical = row ? zipTypicalYieldPct(ref, row, rent.basis) : null;
  const spread = row ? metroYieldSpread(ref, row, rent.basis) : null;
  const benchmarkPct = typical ?? spread?.median ?? null;
  const benchmarkLabel = typical !== null ? `${listing.zip}'s typical` : spread ? `the ${spread.area} median` : null;
  const growth = row?.homeValue?.change5yPct;
  const trend =
    growth != null
      ? ` Typical home values in ${listing.zip} changed ${formatPercent(growth / 100, { signed: true })} from 2020 to 2025 (Zillow annual averages).`
      : '';
  const compared = comparison(listing.zip, y, typical, spread);
  const size = rent.basis.kind === 'zori' ? ' The rent is ZIP-wide: check rent comps for this size of home.' : '';
  return {
    summary: `Gross rent yield ${pct(y)}: ${formatCurrency(rent.rent)}/mo (${rent.source}) × 12 ÷ ${formatCurrency(listing.price)}.${compared ? ` ${compared}` : ''}${size} Before taxes, insurance, HOA, vacancy and financing.${trend}`,
    grossYieldPct: y,
    monthlyRent: rent.rent,
    rentSource: rent.source,
    benchmarkPct,
    benchmarkLabel,
    position: benchmarkPct === null ? null : positionOf(y, benchmarkPct),
  };
}
