// Builds extracted values with their evidence. A quote is always sliced from the pasted text (the
// normalised copy the searches read has the same offsets).
import { trimSpan, type Doc } from './text-lines';
import type { ContractTerms, Evidence, Found } from './types';

export function evidenceAt(doc: Doc, start: number, end: number, paragraph: string): Evidence {
  const span = trimSpan(doc.original, start, end);
  const quote = span.end > span.start ? doc.original.slice(span.start, span.end) : doc.original.slice(start, end);
  return { paragraph, quote };
}

export function foundAt<T>(doc: Doc, value: T, start: number, end: number, paragraph: string): Found<T> {
  return { value, evidence: evidenceAt(doc, start, end, paragraph) };
}

function isEvidence(value: unknown): value is Evidence {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Evidence).quote === 'string' &&
    typeof (value as Evidence).paragraph === 'string'
  );
}

/** Every piece of evidence in the terms (values and findings), e.g. to highlight the source text. */
export function collectEvidence(terms: ContractTerms): Evidence[] {
  const out: Evidence[] = [];
  const walk = (value: unknown): void => {
    if (isEvidence(value)) {
      out.push(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(walk);
    }
  };
  walk(terms);
  return out;
}
