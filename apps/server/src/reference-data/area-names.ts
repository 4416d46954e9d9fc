/** Lower-case, accent- and punctuation-free form used to compare place names ("Ft. Worth" → "fort worth"). */
export function normalizePlace(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits "Southlake or Keller", "Plano, TX", "Frisco/McKinney & Allen" into candidate places. */
export function splitAreaList(input: string): string[] {
  return input
    .split(/\s*(?:[,;/|&+()\n]|\band\b|\bor\b|\bvs\b\.?)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

const STATE_WORDS = /\b(?:tx|texas|usa|us)\b/g;
const LEADING_FILLER =
  /^(?:(?:in|near|around|within|inside|the|greater|all|of|city|town|of|area|areas|somewhere|anywhere|maybe|prefer|preferably|ideally)\s+)+/;
const TRAILING_FILLER = /(?:\s+(?:area|areas|suburbs|suburb|city|proper|only|tx|texas))+$/;

/** "in the Frisco area, TX" → "frisco"; the first variant is the plain normalized text. */
export function placeVariants(part: string): string[] {
  const plain = normalizePlace(part);
  const noState = plain.replace(STATE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const stripped = noState.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  return [...new Set([plain, noState, stripped])].filter(Boolean);
}

export const DIRECTIONS: Record<string, { lat?: 1 | -1; lng?: 1 | -1; label: string }> = {
  north: { lat: 1, label: 'north' },
  south: { lat: -1, label: 'south' },
  east: { lng: 1, label: 'east' },
  west: { lng: -1, label: 'west' },
  northeast: { lat: 1, lng: 1, label: 'northeast' },
  northwest: { lat: 1, lng: -1, label: 'northwest' },
  southeast: { lat: -1, lng: 1, label: 'southeast' },
  southwest: { lat: -1, lng: -1, label: 'southwest' },
  n: { lat: 1, label: 'north' },
  s: { lat: -1, label: 'south' },
  e: { lng: 1, label: 'east' },
  w: { lng: -1, label: 'west' },
  ne: { lat: 1, lng: 1, label: 'northeast' },
  nw: { lat: 1, lng: -1, label: 'northwest' },
  se: { lat: -1, lng: 1, label: 'southeast' },
  sw: { lat: -1, lng: -1, label: 'southwest' },
};

/** Names agents use for the whole Dallas–Fort Worth metro (Zillow: "Dallas, TX"; CBSA 19100). */
export const DFW_METRO_ALIASES = new Set([
  'dfw',
  'dfw metro',
  'dfw metroplex',
  'metroplex',
  'the metroplex',
  'dallas fort worth',
  'dallas fort worth arlington',
  'dallas fort worth metro',
  'dallas fort worth metroplex',
  'dallas metro',
  'dallas tx metro',
  'north texas',
]);

/**
 * Well-known DFW neighbourhoods that have no ZIP of their own, mapped to the ZIPs that mostly cover them. Hand-kept and
 * approximate: neighbourhood lines do not follow ZIP lines, so matches are flagged `approximate`.
 */
export const NEIGHBORHOOD_ZIPS: Record<string, { label: string; city: string; zips: string[] }> = {
  uptown: { label: 'Uptown (Dallas)', city: 'Dallas', zips: ['75201', '75204'] },
  'downtown dallas': { label: 'Downtown Dallas', city: 'Dallas', zips: ['75201', '75202'] },
  'deep ellum': { label: 'Deep Ellum (Dallas)', city: 'Dallas', zips: ['75226'] },
  lakewood: { label: 'Lakewood (Dallas)', city: 'Dallas', zips: ['75214'] },
  'lake highlands': { label: 'Lake Highlands (Dallas)', city: 'Dallas', zips: ['75238', '75243'] },
  'white rock': { label: 'White Rock Lake area (Dallas)', city: 'Dallas', zips: ['75214', '75218'] },
  'preston hollow': { label: 'Preston Hollow (Dallas)', city: 'Dallas', zips: ['75229', '75230'] },
  'far north dallas': { label: 'Far North Dallas', city: 'Dallas', zips: ['75248', '75252', '75254', '75287'] },
  'oak cliff': {
    label: 'Oak Cliff (Dallas)',
    city: 'Dallas',
    zips: ['75203', '75208', '75211', '75216', '75224', '75232', '75233'],
  },
  'bishop arts': { label: 'Bishop Arts District (Dallas)', city: 'Dallas', zips: ['75208'] },
  'm streets': { label: 'M Streets (Dallas)', city: 'Dallas', zips: ['75206'] },
  'oak lawn': { label: 'Oak Lawn (Dallas)', city: 'Dallas', zips: ['75219'] },
  'park cities': { label: 'Park Cities (Highland Park and University Park)', city: 'Dallas', zips: ['75205', '75225'] },
  'university park': { label: 'University Park', city: 'University Park', zips: ['75205', '75225'] },
  'las colinas': { label: 'Las Colinas (Irving)', city: 'Irving', zips: ['75038', '75039'] },
  'legacy west': { label: 'Legacy West (Plano)', city: 'Plano', zips: ['75024'] },
  'downtown fort worth': { label: 'Downtown Fort Worth', city: 'Fort Worth', zips: ['76102'] },
  'near southside': { label: 'Near Southside (Fort Worth)', city: 'Fort Worth', zips: ['76104'] },
  'arlington heights': { label: 'Arlington Heights (Fort Worth)', city: 'Fort Worth', zips: ['76107'] },
  tcu: { label: 'TCU area (Fort Worth)', city: 'Fort Worth', zips: ['76109', '76110', '76129'] },
  alliance: { label: 'Alliance (Fort Worth)', city: 'Fort Worth', zips: ['76177'] },
};

/** Nicknames that stand for several cities. */
export const CITY_GROUPS: Record<string, { label: string; cities: string[] }> = {
  heb: { label: 'Hurst-Euless-Bedford', cities: ['Hurst', 'Euless', 'Bedford'] },
  'hurst euless bedford': { label: 'Hurst-Euless-Bedford', cities: ['Hurst', 'Euless', 'Bedford'] },
};

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
