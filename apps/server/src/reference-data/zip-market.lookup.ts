import type { AiSource } from '@bluebonnet/contracts';
import { formatPlaceName } from '@bluebonnet/domain';
import { decodeRows, flag, lazy, list, numOrNull, text, textOrNull, type Cell } from './reference-data.loader';
import { sourceById } from './reference-sources';
import type { FairMarketRent, ZipMarket, ZipSales } from './market.types';

// prettier-ignore
const COLUMNS = [
  'zip', 'city', 'altCities', 'county', 'counties', 'countyFips', 'cbsa', 'metro', 'dfw', 'lat', 'lng', 'population',
  'zhvi', 'zhviMomPct', 'zhviYoyPct', 'zhvi5yPct', 'zhvi5yRealPct',
  'salesPeriodEnd', 'medianSalePrice', 'medianSalePriceYoyPct', 'medianListPrice', 'medianListPriceYoyPct', 'medianPpsf',
  'homesSold', 'pendingSales', 'newListings', 'inventory', 'inventoryYoyPct', 'medianDom', 'avgSaleToListPct',
  'soldAboveListPct', 'offMarketInTwoWeeksPct',
  'zori', 'zoriPeriod', 'zoriYearPct', 'fmr0', 'fmr1', 'fmr2', 'fmr3', 'fmr4', 'fmrBasis', 'fmrArea',
] as const;
type Row = Record<(typeof COLUMNS)[number], Cell>;

/** Below this many sales in Redfin's 90-day window a median is one or two homes, not a market. */
export const SMALL_SALES_COUNT = 10;
/** Redfin's newest row may cover a single property type; a median this far from the ZHVI likely does. */
const PRICE_TO_ZHVI_RANGE = [0.67, 1.5] as const;
const HUD_EXTRA_BEDROOM_FACTOR = 0.15;
const HUD_FMR_AS_OF = 'FY2024';

function salesCaution(r: Row): string | null {
  const sold = numOrNull(r.homesSold);
  if (sold !== null && sold < SMALL_SALES_COUNT) {
    return `Only ${sold} sale${sold === 1 ? '' : 's'} in the 90-day window: the medians describe a handful of homes.`;
  }
  const price = numOrNull(r.medianSalePrice);
  const zhvi = numOrNull(r.zhvi);
  if (price !== null && zhvi !== null) {
    const ratio = price / zhvi;
    if (ratio < PRICE_TO_ZHVI_RANGE[0] || ratio > PRICE_TO_ZHVI_RANGE[1]) {
      return 'The median sale price is far from the Zillow home value: the Redfin figures may cover one property type only.';
    }
  }
  return null;
}

function toSales(r: Row): ZipSales | null {
  const periodEnd = textOrNull(r.salesPeriodEnd);
  if (!periodEnd) return null;
  return {
    periodEnd,
    medianSalePrice: numOrNull(r.medianSalePrice),
    medianSalePriceYearPct: numOrNull(r.medianSalePriceYoyPct),
    medianListPrice: numOrNull(r.medianListPrice),
    medianListPriceYearPct: numOrNull(r.medianListPriceYoyPct),
    medianPricePerSqft: numOrNull(r.medianPpsf),
    homesSold: numOrNull(r.homesSold),
    pendingSales: numOrNull(r.pendingSales),
    newListings: numOrNull(r.newListings),
    inventory: numOrNull(r.inventory),
    inventoryYearPct: numOrNull(r.inventoryYoyPct),
    medianDaysOnMarket: numOrNull(r.medianDom),
    avgSaleToListPct: numOrNull(r.avgSaleToListPct),
    soldAboveListPct: numOrNull(r.soldAboveListPct),
    offMarketInTwoWeeksPct: numOrNull(r.offMarketInTwoWeeksPct),
    caution: salesCaution(r),
  };
}

function toZipMarket(r: Row): ZipMarket {
  const src = (id: string): AiSource => sourceById('zip-market', id);
  const zhvi = numOrNull(r.zhvi);
  const zhviSource = src('zhvi-zip');
  const sales = toSales(r);
  const zori = numOrNull(r.zori);
  const zoriPeriod = text(r.zoriPeriod);
  const fmrBasis = r.fmrBasis === 'zip' || r.fmrBasis === 'county' ? r.fmrBasis : null;
  const five = numOrNull(r.zhvi5yPct);

  const sources: AiSource[] = [src('simplemaps-zips')];
  if (zhvi !== null) sources.push(zhviSource);
  if (five !== null || zoriPeriod.length === 4) sources.push(src('zillow-zip-annual'));
  if (sales) sources.push({ ...src('redfin-zip'), asOf: sales.periodEnd });
  if (zori !== null && zoriPeriod.length > 4) sources.push({ ...src('zori-zip-monthly'), asOf: zoriPeriod });
  if (fmrBasis) sources.push(src(fmrBasis === 'zip' ? 'hud-fmr-zip' : 'hud-fmr-county'));

  return {
    zip: text(r.zip),
    // A few source spellings are not a Texan's ("Jbsa Ft Sam Houston"): one formatter for every name.
    city: formatPlaceName(text(r.city)),
    otherCityNames: list(r.altCities).map(formatPlaceName),
    county: text(r.county),
    counties: list(r.counties).length ? list(r.counties) : [text(r.county)],
    countyFips: text(r.countyFips),
    cbsa: textOrNull(r.cbsa),
    metro: textOrNull(r.metro),
    inDfw: flag(r.dfw),
    lat: numOrNull(r.lat),
    lng: numOrNull(r.lng),
    population: numOrNull(r.population),
    homeValue:
      zhvi === null
        ? null
        : {
            zhvi,
            asOf: zhviSource.asOf ?? '',
            changeMonthPct: numOrNull(r.zhviMomPct),
            changeYearPct: numOrNull(r.zhviYoyPct),
            change5yPct: five,
            change5yRealPct: numOrNull(r.zhvi5yRealPct),
          },
    sales,
    rent: zori === null ? null : { zori, period: zoriPeriod, changeYearPct: numOrNull(r.zoriYearPct) },
    fairMarketRents: fmrBasis
      ? {
          byBedrooms: [r.fmr0, r.fmr1, r.fmr2, r.fmr3, r.fmr4].map(numOrNull),
          basis: fmrBasis,
          hudArea: text(r.fmrArea),
          asOf: HUD_FMR_AS_OF,
        }
      : null,
    sources,
  };
}

/** '75034', ' 75034 ', '75034-1234' → '75034'; anything else → null. */
export function normalizeZip(input: string): string | null {
  const m = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  return m ? m[1]! : null;
}

/** Rows keyed by ZIP, from any table of rows: the bundled one below, or a small one in a test. */
export function zipMarketLookups(rows: () => readonly ZipMarket[], fmrSource: (basis: 'zip' | 'county') => AiSource) {
  const index = lazy(() => new Map(rows().map((r) => [r.zip, r])));

  /** The market row for a Texas ZIP, or null for an unknown ZIP (never a guess from a neighbour). */
  function zipMarket(zip: string): ZipMarket | null {
    const key = normalizeZip(zip);
    return key ? (index().get(key) ?? null) : null;
  }

  /** Rows for several ZIPs, skipping unknown ones, in the order given. */
  function zipMarkets(zips: readonly string[]): ZipMarket[] {
    return zips.map(zipMarket).filter((z): z is ZipMarket => z !== null);
  }

  /** Every row, or only those in the DFW metro. */
  function allZipMarkets(options: { dfwOnly?: boolean } = {}): ZipMarket[] {
    const all = [...index().values()];
    return options.dfwOnly ? all.filter((z) => z.inDfw) : all;
  }

  /** HUD fair market rent for a ZIP and bedroom count (0 = studio); null when unknown. */
  function fairMarketRent(zip: string, bedrooms: number): FairMarketRent | null {
    const row = zipMarket(zip);
    const fmr = row?.fairMarketRents;
    if (!row || !fmr || !Number.isInteger(bedrooms) || bedrooms < 0) return null;
    const four = fmr.byBedrooms[4] ?? null;
    const base = bedrooms <= 4 ? (fmr.byBedrooms[bedrooms] ?? null) : four;
    if (base === null) return null;
    const extra = Math.max(0, bedrooms - 4);
    return {
      zip: row.zip,
      bedrooms,
      monthlyRent: extra ? Math.round(base * (1 + HUD_EXTRA_BEDROOM_FACTOR * extra)) : base,
      basis: fmr.basis,
      hudArea: fmr.hudArea,
      asOf: fmr.asOf,
      derivedFromFourBedroom: extra > 0,
      source: fmrSource(fmr.basis),
    };
  }

  return { zipMarket, zipMarkets, allZipMarkets, fairMarketRent };
}

// The bundled table (1,990 Texas ZIPs), HUD FY2024 rents cited by their ZIP or county basis.
export const { zipMarket, zipMarkets, allZipMarkets, fairMarketRent } = zipMarketLookups(
  () => decodeRows('zip-market', COLUMNS).map(toZipMarket),
  (basis) => sourceById('zip-market', basis === 'zip' ? 'hud-fmr-zip' : 'hud-fmr-county'),
);
