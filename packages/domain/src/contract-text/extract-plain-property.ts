// The property of a document that is not a TREC form: address (with city and ZIP), county, lot/block.
import { plainText } from './plain-helpers';
import type { Doc } from './text-lines';
import { zipOf } from './trec-parties-property';
import type { PropertyClause } from './types';

export function extractPlainProperty(doc: Doc): PropertyClause {
  const address = plainText(doc, [
    /(?:property|premises)\s+(?:located\s+at|commonly\s+known\s+as|known\s+as|at)\s*:?\s*([^\n]{5,160}?(?:\n[^\n]{0,80}?)?\b\d{5}(?:-\d{4})?)\b/i,
    /\bknown\s+as\s*:?\s*([^\n]{5,160}?\b\d{5}(?:-\d{4})?)\b/i,
    /\b(?:Property\s+)?Address\s*:\s*([^\n]{5,160})/i,
  ]);
  const city = address ? /,\s*([A-Za-z][A-Za-z .'-]{1,40}),\s*(?:Texas|TX)\b/.exec(address.value) : null;
  return {
    address,
    city: address && city ? { value: (city[1] ?? '').trim(), evidence: address.evidence } : null,
    county: plainText(doc, [/\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+County,?\s+Texas\b/]),
    zip: zipOf(address),
    lot: plainText(doc, [/\bLot\s+([A-Za-z0-9-]{1,8})\b,?\s+Block\b/]),
    block: plainText(doc, [/\bBlock\s+([A-Za-z0-9-]{1,8})\b/]),
    addition: plainText(doc, [
      /\bBlock\s+[A-Za-z0-9-]{1,8},?\s+(?:of\s+)?(?:the\s+)?([A-Z][\w .'’-]{2,80}?)\s+(?:Addition|Subdivision)\b/,
    ]),
    unit: plainText(doc, [/\bUnit\s+(?:No\.?\s*)?([A-Za-z0-9-]{1,8})\b/]),
  };
}
