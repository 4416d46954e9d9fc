// Is a newly analysed contract one already on file? Same property and same parties, compared the way
// an agent would: "4512 Elm Grove Lane, Plano, Texas" is "4512 ELM GROVE LN., Plano, TX 75024".
// A match only asks the agent (409 with "update" or "save as new"), so where the text cannot tell
// two contracts apart (a party left blank in a draft) it leans to asking rather than to a duplicate.
import type { ContractAnalysis } from '@bluebonnet/contracts';

type KeyTerm = Pick<ContractAnalysis['keyTerms'][number], 'key' | 'value'>;

/** The key terms that name a party, for every contract type (buyer/seller, landlord/tenant, broker). */
const PARTY_KEYS = ['buyer', 'seller', 'landlord', 'tenant', 'broker'] as const;
type PartyKey = (typeof PARTY_KEYS)[number];

/** USPS abbreviations (Publication 28) and the unit designators, so either spelling compares equal. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  alley: 'aly',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  cove: 'cv',
  crossing: 'xing',
  drive: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  grove: 'grv',
  highway: 'hwy',
  lane: 'ln',
  loop: 'lp',
  parkway: 'pkwy',
  place: 'pl',
  point: 'pt',
  road: 'rd',
  square: 'sq',
  street: 'st',
  saint: 'st',
  terrace: 'ter',
  trail: 'trl',
  mount: 'mt',
  fort: 'ft',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  texas: 'tx',
};
const UNIT_WORDS = new Set(['unit', 'apt', 'apartment', 'ste', 'suite', '#']);
/** Words between a unit designator and its number: "Unit No. 4". */
const UNIT_FILLER = new Set(['no', 'number', '#']);
const STATE = 'tx';
const ZIP = /^\d{5}(?:\d{4})?$/;

export type AddressKey = {
  /** The street line in normalised words: '4512 elm grv ln'. */
  street: string[];
  unit: string | null;
  zip: string | null;
};

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#\s-]/g, ' ')
    .replace(/-/g, '')
    .split(/\s+/)
    .filter(Boolean);

/** The unit after a designator anywhere in the address: "…, Unit No. 4, …" → '4'. */
function unitIn(tokens: string[]): string | null {
  const at = tokens.findIndex((w, i) => i > 0 && UNIT_WORDS.has(w));
  return at < 0 ? null : (tokens.slice(at + 1).find(isUnitValue) ?? null);
}
const isUnitValue = (w: string) => !UNIT_WORDS.has(w) && !UNIT_FILLER.has(w);

/** The property address (and the ¶2 unit, when the form has its own blank) as comparable parts. */
export function addressKey(address: string | null, unitTerm?: string | null): AddressKey | null {
  if (!address?.trim()) return null;
  const [first = '', ...rest] = address.split(',');
  const tokens = words(first).map((w) => ABBREVIATIONS[w] ?? w);
  const tail = words(rest.join(' '));
  // Never the first word: a five-digit house number is not a ZIP.
  const zip = [...tokens.slice(1), ...tail].reverse().find((w) => ZIP.test(w)) ?? null;
  const designator = tokens.findIndex((w, i) => i > 0 && UNIT_WORDS.has(w));
  const street = designator < 0 ? [...tokens] : tokens.slice(0, designator);
  // "… Ln Plano TX 75024" with no commas: the state and ZIP are not part of the street.
  while (street.length > 1 && (street.at(-1) === STATE || ZIP.test(street.at(-1) as string))) street.pop();
  const unit = unitIn([...tokens, ...tail]) ?? (unitTerm ? words(unitTerm).filter(isUnitValue).join('') || null : null);
  return street.length ? { street, unit, zip: zip?.slice(0, 5) ?? null } : null;
}

/** "4512 elm grv ln" against "4512 elm grv ln plano": one may carry the city where the other has a comma. */
function sameStreet(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!short.every((w, i) => long[i] === w)) return false;
  // The extra words must not be a house or unit number ("12 Oak St" is not "12 Oak St 4").
  return long.slice(short.length).every((w) => !/\d/.test(w));
}

export function sameAddress(a: AddressKey, b: AddressKey): boolean {
  if (!sameStreet(a.street, b.street)) return false;
  if (a.zip && b.zip && a.zip !== b.zip) return false;
  return !(a.unit && b.unit && a.unit !== b.unit);
}

/** Words that join or describe names rather than name anyone. */
const NOT_NAMES = new Set(['and', 'or', 'assigns', 'a', 'an', 'the', 'et', 'al', 'ux', 'mr', 'mrs', 'ms', 'dr']);

/** A party's names as a set of words: "Harold E. Brandt, a single man" → brandt, e, harold, man, single. */
export function partyWords(name: string | null | undefined): Set<string> | null {
  if (!name?.trim()) return null;
  const found = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !NOT_NAMES.has(w));
  return found.length ? new Set(found) : null;
}

/**
 * One side names the same people as the other when its words are all in the other's: a middle
 * initial, ", a single man" or a spouse added later do not make it someone else; "John Smith" and
 * "Jane Smith" do.
 */
function sameParty(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return [...small].every((w) => large.has(w));
}

export type ContractIdentity = {
  address: AddressKey | null;
  parties: Partial<Record<PartyKey, Set<string>>>;
};

export function contractIdentity(propertyAddress: string | null, keyTerms: readonly KeyTerm[]): ContractIdentity {
  const term = (key: string) => keyTerms.find((k) => k.key === key)?.value ?? null;
  const parties: ContractIdentity['parties'] = {};
  for (const key of PARTY_KEYS) {
    const found = partyWords(term(key));
    if (found) parties[key] = found;
  }
  return { address: addressKey(propertyAddress ?? term('propertyAddress'), term('unit')), parties };
}

/**
 * The same contract: the same property, and no party that both name differently. A party blank on
 * either side (a draft, a lease whose tenant is not yet chosen) does not tell them apart; with no
 * readable address there is nothing to compare, so no match.
 */
export function sameContract(a: ContractIdentity, b: ContractIdentity): boolean {
  if (!a.address || !b.address || !sameAddress(a.address, b.address)) return false;
  return PARTY_KEYS.every((key) => {
    const [x, y] = [a.parties[key], b.parties[key]];
    return !x || !y || sameParty(x, y);
  });
}
