// "Built in 1962", "Year built: 1962", "constructed in 1962": the year lead-based paint rules turn on.
import { foundAt } from './evidence';
import { search, viewOf } from './match';
import type { Doc } from './text-lines';
import type { Field } from './types';

const YEAR_BUILT =
  /\b(?:year\s+built|built\s+in|constructed\s+in|built\s+circa|construction\s+year)\s*:?\s*(1[6-9]\d{2}|20\d{2})\b/i;

export function yearBuilt(doc: Doc, paragraphAt: (offset: number) => string): Field<number> {
  const hit = search(viewOf(doc, { start: 0, end: doc.text.length }), YEAR_BUILT);
  const year = hit?.groups[0];
  if (!hit || !year) return null;
  return foundAt(doc, Number(year.text), hit.start, hit.end, paragraphAt(hit.start));
}
