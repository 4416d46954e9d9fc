// Headline capitals for titles we write in sentence case ("Sale of the buyer's current home (TREC 10-6)").
// Form numbers, acronyms and paragraph marks are left exactly as written.

/** Short words that stay lower case inside a title (Chicago style). */
const MINOR = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'with',
  'from',
  'into',
]);

const capitalise = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/** One word: each lower-case part gets a capital ("lead-based" → "Lead-Based"); names and codes are kept. */
function titleWord(word: string, first: boolean): string {
  if (!first && MINOR.has(word)) return word;
  // A part with a capital, digit or symbol is a name or code (TREC, OP-L, 10-6, ¶7D(2), HOA); only the
  // start of a part is capitalised, so "buyer's" → "Buyer's", never "Buyer'S".
  return word
    .split('-')
    .map((part) => (/^[a-z][a-z'’]*$/.test(part) ? capitalise(part) : part))
    .join('-');
}

/**
 * "Sale of the buyer's current home (TREC 10-6)" → "Sale of the Buyer's Current Home (TREC 10-6)".
 * The first word, and the first after "(" or ":", is always capitalised.
 */
export function formatTitle(text: string): string {
  let first = true;
  // A stored code ('sale_of_other_property') reads as words; prose titles never hold underscores.
  return text
    .replace(/_+/g, ' ')
    .split(/(\s+)/)
    .map((token) => {
      if (!token.trim()) return token;
      const [, open = '', core = '', close = ''] = /^([(“"]*)(.*?)([),.;:!?”"]*)$/.exec(token) ?? [];
      const out = open + titleWord(core, first || open.includes('(')) + close;
      first = close.includes(':');
      return out;
    })
    .join('');
}
