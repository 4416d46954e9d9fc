// Must-haves read from the intake's free text ("pool, good schools, big backyard, 4 bedrooms").
// Keys match the features a listing states (listings/listing-types.ts).

export type NeedKey =
  | 'pool'
  | 'good-schools'
  | 'yard'
  | 'garage'
  | 'single-story'
  | 'new-construction'
  | 'home-office'
  | 'updated-kitchen'
  | 'patio'
  | 'no-hoa';

export const NEEDS: readonly { key: NeedKey; label: string; pattern: RegExp }[] = [
  { key: 'pool', label: 'Pool', pattern: /\bpools?\b/i },
  { key: 'good-schools', label: 'Good schools', pattern: /\bschools?\b|\bc?isd\b/i },
  { key: 'yard', label: 'Yard', pattern: /\b(?:back)?yards?\b|\b(?:big|large|bigger) lot\b|\bacres?\b|\bacreage\b/i },
  { key: 'garage', label: 'Garage', pattern: /\bgarages?\b/i },
  {
    key: 'single-story',
    label: 'Single story',
    pattern: /\b(?:single|one)[- ]?(?:story|storey|level)\b|\bno stairs\b/i,
  },
  {
    key: 'new-construction',
    label: 'New construction',
    pattern: /\bnew[- ](?:construction|build|builds|built)\b|\bnewer homes?\b/i,
  },
  { key: 'home-office', label: 'Home office', pattern: /\b(?:home )?office\b|\bwork(?:ing)? from home\b|\bwfh\b/i },
  {
    key: 'updated-kitchen',
    label: 'Updated kitchen',
    pattern: /\b(?:updated|remodell?ed|renovated) kitchen\b|\bmove[- ]in ready\b/i,
  },
  { key: 'patio', label: 'Patio / outdoor living', pattern: /\bpatio\b|\boutdoor (?:living|space|kitchen)\b/i },
  { key: 'no-hoa', label: 'No HOA', pattern: /\bno hoa\b|\bwithout (?:an )?hoa\b|\bnon[- ]hoa\b/i },
];

export const needLabel = (key: NeedKey) => NEEDS.find((n) => n.key === key)?.label ?? key;

export function needsIn(text: string | null | undefined): NeedKey[] {
  if (!text) return [];
  // "no pool" is not a wish for a pool.
  const cleaned = text.replace(/\b(?:no|not|without|don'?t (?:want|need))\s+(?:a\s+)?pools?\b/gi, ' ');
  return NEEDS.filter((n) => n.pattern.test(cleaned)).map((n) => n.key);
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** '4 bedrooms', '3+ br', 'three-bedroom' → the smallest bedroom count asked for; null when none. */
export function minBedroomsIn(text: string | null | undefined): number | null {
  const m = /\b(\d|one|two|three|four|five|six)\s*\+?\s*[- ]?(?:bed(?:room)?s?|br|bd|bdrm)\b/i.exec(text ?? '');
  if (!m) return null;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return n >= 1 && n <= 6 ? n : null;
}
