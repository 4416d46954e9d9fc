// Investment potential of a listing, computed: gross rent yield = 12 × monthly rent ÷ price, the rent being
// HUD's fair market rent for the bedroom count (conservative: the 40th percentile) or, without a bedroom
// count, Zillow's typical rent for the ZIP. Before taxes, insurance, HOA, vacancy and financing.
import { formatCurrency, formatPercent } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import type { Listing } from '../../providers/listings/index';

export type InvestmentView = {
  summary: string;
  grossYieldPct: number | null;
  monthlyRent: number | null;
  rentSource: string | null;
};

function band(yieldPct: number): string {
  if (yieldPct >= 8) return 'High for a single home: worth a full cash-flow analysis.';
  if (yieldPct >= 6) return 'Moderate: may cash-flow with a sizeable down payment; run the full numbers.';
  if (yieldPct >= 4.5) return 'Thin: after Texas property taxes, insurance and financing, cash flow is unlikely.';
  return 'Low: more an owner-occupant or appreciation play than a rental.';
}

function rentFor(ref: ReferenceData, listing: Listing): { rent: number; source: string } | null {
  if (listing.bedrooms !== null) {
    const fmr = ref.fairMarketRent(listing.zip, Math.round(listing.bedrooms));
    if (fmr) {
      const basis = fmr.basis === 'zip' ? `ZIP ${fmr.zip}` : fmr.hudArea;
      return {
        rent: fmr.monthlyRent,
        source: `HUD ${fmr.asOf} fair market rent for ${fmr.bedrooms} bedrooms, ${basis}`,
      };
    }
  }
  const row = ref.zipMarket(listing.zip);
  return row?.rent
    ? { rent: row.rent.zori, source: `Zillow typical rent (ZORI ${row.rent.period}), ZIP ${row.zip}` }
    : null;
}

export function investmentView(ref: ReferenceData, listing: Listing): InvestmentView {
  const rent = rentFor(ref, listing);
  if (!rent || listing.price <= 0) {
    return {
      summary: `No rent figure for ZIP ${listing.zip} in the bundled data, so no yield was computed.`,
      grossYieldPct: null,
      monthlyRent: null,
      rentSource: null,
    };
  }
  const yieldPct = Math.round(((rent.rent * 12) / listing.price) * 1000) / 10;
  const growth = ref.zipMarket(listing.zip)?.homeValue?.change5yPct;
  const trend =
    growth != null
      ? ` Typical home values in ${listing.zip} changed ${formatPercent(growth / 100, { signed: true })} from 2020 to 2025 (Zillow annual averages).`
      : '';
  return {
    summary: `Gross rent yield ${formatPercent(yieldPct / 100)}: ${formatCurrency(rent.rent)}/mo (${rent.source}) × 12 ÷ ${formatCurrency(listing.price)}. ${band(yieldPct)}${trend}`,
    grossYieldPct: yieldPct,
    monthlyRent: rent.rent,
    rentSource: rent.source,
  };
}
