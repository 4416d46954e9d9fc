// Area names written the way a Texan writes them, whatever the source: TEA publishes districts in
// capitals ("MCKINNEY ISD"), USPS and HUD spell "MC KINNEY", machine title case gives "Mckinney",
// and agents type "desoto" or "ft worth". One formatter, so every screen agrees.
import { listText } from './text';

/** Letters-only upper-case words kept as written: district and agency acronyms, Roman numerals. */
const ACRONYMS = new Set([
  'ISD',
  'CISD',
  'MSD',
  'MUD',
  'PID',
  'WCID',
  'JBSA',
  'TX',
  'USA',
  'DFW',
  'HUD',
  'TEA',
  'TCU',
  'SMU',
  'UNT',
  'UTA',
  'UME',
  'KIPP',
  'IDEA',
  'STEM',
  'ILTEXAS',
  'II',
  'III',
  'IV',
]);

const ALWAYS_UPPER = new Set(['ISD', 'CISD', 'MUD', 'PID', 'WCID', 'JBSA', 'DFW', 'TX', 'HUD']);

/** Words whose capitals are not at the start: the real spelling, by lower-case key. */
const SPELLINGS = new Map(
  Object.entries({
    desoto: 'DeSoto',
    dewitt: 'DeWitt',
    dekalb: 'DeKalb',
    macarthur: 'MacArthur',
    ft: 'Fort',
    mt: 'Mount',
    st: 'St.',
  }),
);

/** Whole names a word rule cannot get right (TEA abbreviates "Mountain" in this one). */
const WHOLE_NAMES = new Map([['eagle mt-saginaw isd', 'Eagle Mountain-Saginaw ISD']]);

/** Short words that stay lower case inside a name ("Texas School of the Arts"). */
const SMALL = new Set(['of', 'the', 'and', 'at', 'de', 'del', 'for', 'in', 'on', 'y']);

const WORD = /[A-Za-z][A-Za-z'’.+]*/g;

function formatWord(word: string, first: boolean): string {
  const bare = word.replace(/\.$/, '');
  const lower = bare.toLowerCase();
  const upper = bare.toUpperCase();
  // An acronym written in capitals stays; a few are never words, so they are capitalised from any case.
  if (ACRONYMS.has(upper) && (bare === upper || ALWAYS_UPPER.has(upper))) return upper;
  const spelled = SPELLINGS.get(lower);
  if (spelled) return spelled;
  // Written with a capital after a lower-case letter ("McKinney", "LaPorte"): the writer meant it.
  if (/[a-z][A-Z]/.test(bare) && !/[A-Z]{2}/.test(bare)) return word;
  if (bare.length === 1) return bare.toUpperCase() + word.slice(1);
  if (!first && SMALL.has(lower)) return lower;
  if (/^mc[a-z]{2,}$/.test(lower)) return `Mc${lower[2]!.toUpperCase()}${lower.slice(3)}`;
  // O'Donnell and D'Hanis capitalise after the apostrophe; a possessive ("Buyer's") does not.
  const irish = /^([od])['’]([a-z])/.exec(lower);
  if (irish) return `${irish[1]!.toUpperCase()}'${irish[2]!.toUpperCase()}${lower.slice(3)}`;
  return lower.charAt(0).toUpperCase() + lower.slice(1) + (word.endsWith('.') ? '.' : '');
}

/**
 * 'MCKINNEY ISD' → 'McKinney ISD', 'MC KINNEY' → 'McKinney', 'Mckinney' → 'McKinney', 'desoto' → 'DeSoto',
 * 'THE COLONY' → 'The Colony', 'ft worth' → 'Fort Worth', 'CARROLLTON-FARMERS BRANCH ISD' →
 * 'Carrollton-Farmers Branch ISD'. A ZIP in front ('75034 frisco') is kept. Well-written names are unchanged.
 */
export function formatPlaceName(name: string): string {
  const text = name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b(mc) (?=[a-z]{3,})/gi, '$1')
    .replace(/\bde soto\b/gi, 'DeSoto');
  const whole = WHOLE_NAMES.get(text.toLowerCase());
  if (whole) return whole;
  let index = 0;
  return text.replace(WORD, (word, offset: number) => {
    // A name's first word, and the first after "(" or "-", is capitalised even when it is small.
    const before = text.slice(0, offset).trimEnd();
    const first = index++ === 0 || /[(\-/]$/.test(before);
    return formatWord(word, first);
  });
}

const placeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Area names for a sentence: each formatted, each once, and a "75034 Frisco" left out when Frisco
 * itself is listed (the city already covers the ZIP). ['75034 Frisco', 'McKinney', 'frisco'] → 'Frisco or McKinney'.
 */
export function formatPlaceList(names: readonly string[], last = 'and'): string {
  return listText(uniquePlaces(names), last);
}

/** The names of formatPlaceList, as a list. */
export function uniquePlaces(names: readonly string[]): string[] {
  const formatted = names.map(formatPlaceName).filter(Boolean);
  const plain = new Set(formatted.filter((n) => !/^\d{5}\b/.test(n)).map(placeKey));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of formatted) {
    const zipCity = /^\d{5}\s+(.+)$/.exec(name)?.[1];
    const shown = zipCity && plain.has(placeKey(zipCity)) ? zipCity : name;
    const key = placeKey(shown);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(shown);
  }
  return out;
}
