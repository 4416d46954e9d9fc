// Listing agreements: Texas REALTORS form (TXR 1101) or plain language. Price, term, commission.
import { emptyTerms } from './empty-terms';
import { extractPlainProperty } from './extract-plain-property';
import type { ContractForm } from './form-types';
import { foundAt } from './evidence';
import { search, viewOf } from './match';
import { headingAt, plainDate, plainDays, plainMoney, plainText } from './plain-helpers';
import type { Doc } from './text-lines';
import type { ContractTerms, Field } from './types';

/** The first filled "N% of the Sales Price" after the fee heading (a blank "____ %" is skipped). */
function commissionPercent(doc: Doc): Field<number> {
  const all = viewOf(doc, { start: 0, end: doc.text.length });
  const heading = search(all, /BROKER['’]S\s+(?:FEE|COMPENSATION)|\bcommission\b/i);
  const hit = search(
    all,
    /(\d{1,2}(?:\.\d{1,3})?)\s*%\s+of\s+the\s+(?:Sales|sales|Purchase|purchase)\s+Price/,
    heading?.start ?? 0,
  );
  const n = hit?.groups[0];
  return hit && n ? foundAt(doc, Number(n.text), hit.start, hit.end, headingAt(doc, hit.start)) : null;
}

export function extractListing(doc: Doc, form: ContractForm): ContractTerms {
  const terms = emptyTerms(form);
  terms.parties.seller = plainText(doc, [/^[ \t]*Sellers?\s*:\s*([^\n]{2,120})/im]);
  terms.property = extractPlainProperty(doc);
  terms.listing = {
    broker: plainText(doc, [/^[ \t]*Broker\s*:\s*([^\n]{2,120})/im]),
    listingPriceCents: plainMoney(doc, [
      /\bfollowing\s+price\s*:([\s\S]{0,80})/i,
      /\bListing\s+Price\s*(?:is|of|:)([^\n]{0,80})/i,
    ]),
    startDate: plainDate(doc, [/\bListing\s+(?:begins|starts|commences)\s+on\s+([^\n]{0,40})/i]),
    endDate: plainDate(doc, [
      /\bends\s+at\s+[^\n]{0,20}?\bon\s+([^\n]{0,40})/i,
      /\bListing\s+(?:ends|expires)\s+on\s+([^\n]{0,40})/i,
    ]),
    commissionPercent: commissionPercent(doc),
    commissionCents: plainMoney(doc, [/\b(?:flat\s+)?fee\s+of\s+(\$[^\n%]{0,40})/i]),
    protectionPeriodDays: plainDays(doc, [
      /\bcontinuing\s+for\s+([^\n]{0,30}?)\s*days\b/i,
      /\bProtection\s+Period\b[^\n]{0,120}?\b(\d{1,3})\s+days\b/i,
    ]),
  };
  return terms;
}
