// The property of a document that is not a TREC form: address (with city and ZIP), county, lot/block.
// A street address is recognised by its shape ("4512 Elm Grove Ln, Plano 75024"), so the city and ZIP
// are found even without "Texas" or a label; `region` keeps the search inside the property paragraph.
import { plainText } from './plain-helpers';
import type { Doc, Region } from './text-lines';
import { zipOf } from './trec-parties-property';
import type { Field, PropertyClause } from './types';

const SUFFIX =
  'Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Road|Rd|Boulevard|Blvd|Court|Ct|Circle|Cir|Way|Parkway|Pkwy|Trail|Trl|Place|Pl|Bend|Loop|Terrace|Ter|Highway|Hwy|Row|Run|Path|Pass|Cove|Cv|Crossing|Xing|Square|Sq|Point|Pt';
const WORD = "[A-Z0-9][A-Za-z0-9.'’-]*";
/** Number, street words, a suffix, optional unit, then a city and a five-digit ZIP (state optional). */
const STREET = new RegExp(
  `\\b(\\d{2,6}\\s+(?:${WORD}\\s+){0,5}(?:${SUFFIX})\\b\\.?(?:,?\\s*(?:Unit|Apt\\.?|Suite|#)\\s*[\\w-]+)?,?\\s+[A-Z][A-Za-z.'’-]*(?:\\s+[A-Z][A-Za-z.'’-]*){0,2},?\\s*(?:(?:TX|Tex\\.|Texas),?\\s*)?\\d{5}(?:-\\d{4})?)\\b`,
);
const CITY = new RegExp(
  `(?:${SUFFIX})\\b\\.?(?:,?\\s*(?:Unit|Apt\\.?|Suite|#)\\s*[\\w-]+)?,?\\s+([A-Z][A-Za-z.'’-]*(?:\\s+[A-Z][A-Za-z.'’-]*){0,2}),?\\s*(?:(?:TX|Tex\\.|Texas),?\\s*)?\\d{5}`,
);

/** The city named between the street and the state or ZIP. */
function cityOf(address: Field<string>): Field<string> {
  if (!address) return null;
  const byShape = CITY.exec(address.value)?.[1];
  const byState = /,\s*([A-Za-z][A-Za-z .'-]{1,40}),\s*(?:Texas|TX)\b/.exec(address.value)?.[1];
  const city = (byShape ?? byState)?.replace(/\s+(?:TX|Texas)$/, '').trim();
  return city ? { value: city, evidence: address.evidence } : null;
}

export function extractPlainProperty(doc: Doc, region?: Region): PropertyClause {
  const address = plainText(
    doc,
    [
      /(?:property|premises)\s+(?:located\s+at|commonly\s+known\s+as|known\s+as|at)\s*:?\s*([^\n]{5,160}?(?:\n[^\n]{0,80}?)?\b\d{5}(?:-\d{4})?)\b/i,
      /\bknown\s+as\s*:?\s*([^\n]{5,160}?\b\d{5}(?:-\d{4})?)\b/i,
      /\b(?:Property\s+)?Address\s*:\s*([^\n]{5,160})/i,
      STREET,
    ],
    region,
  );
  return {
    address,
    city: cityOf(address),
    county: plainText(doc, [/\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+County,?\s+Texas\b/], region),
    zip: zipOf(address),
    lot: plainText(doc, [/\bLot\s+([A-Za-z0-9-]{1,8})\b,?\s+Block\b/], region),
    block: plainText(doc, [/\bBlock\s+([A-Za-z0-9-]{1,8})\b/], region),
    addition: plainText(
      doc,
      [/\bBlock\s+[A-Za-z0-9-]{1,8},?\s+(?:of\s+)?(?:the\s+)?([A-Z][\w .'’-]{2,80}?)\s+(?:Addition|Subdivision)\b/],
      region,
    ),
    unit: plainText(doc, [/\bUnit\s+(?:No\.?\s*)?([A-Za-z0-9-]{1,8})\b/], region),
  };
}
