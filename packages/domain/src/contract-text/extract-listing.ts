// Listing agreements: the Texas REALTORS exclusive-right-to-sell listing (TXR 1101) read by its
// paragraphs — ¶1 parties, ¶2 property, ¶3 listing price, ¶4 term, ¶5 broker's fee and protection
// period — and plain-language listings by their wording over the whole text.
import { emptyTerms } from './empty-terms';
import { foundAt } from './evidence';
import { extractPlainProperty } from './extract-plain-property';
import type { ContractForm } from './form-types';
import { termDates } from './lease-term';
import { search, viewOf } from './match';
import { headingAt, plainDate, plainDays, plainMoney, plainText } from './plain-helpers';
import { plainSections } from './plain-sections';
import type { Doc, Region } from './text-lines';
import type { ContractTerms, Field } from './types';

const TITLES = {
  parties: /^PARTIES\b/,
  property: /^PROPERTY\b/,
  price: /LISTING\s+PRICE|^PRICE\b/,
  term: /^TERM\b/,
  fee: /BROKER['’]?S\s+(?:FEE|COMPENSATION)|^COMPENSATION\b/,
} as const;

/** The first filled "N% of the Sales Price" after the fee heading (a blank "____ %" is skipped). */
function commissionPercent(doc: Doc, fee: Region | undefined): Field<number> {
  const all = viewOf(doc, fee ?? { start: 0, end: doc.text.length });
  const heading = fee ? null : search(all, /BROKER['’]S\s+(?:FEE|COMPENSATION)|\bcommission\b/i);
  const hit = search(all, /(\d{1,2}(?:\.\d{1,3})?)\s*%\s+of\s+the\s+(?:Sales|Purchase)\s+Price/i, heading?.start);
  const n = hit?.groups[0];
  return hit && n ? foundAt(doc, Number(n.text), hit.start, hit.end, headingAt(doc, hit.start)) : null;
}

function listingTerm(doc: Doc, term: Region | undefined) {
  if (term) return termDates(doc, term, true);
  return {
    start: plainDate(doc, [/\bListing\s+(?:begins|starts|commences)\s+on\s+([^\n]{0,40})/i]),
    end: plainDate(doc, [
      /\bends\s+at\s+[^\n]{0,20}?\bon\s+([^\n]{0,40})/i,
      /\bListing\s+(?:ends|expires)\s+on\s+([^\n]{0,40})/i,
    ]),
  };
}

export function extractListing(doc: Doc, form: ContractForm): ContractTerms {
  const terms = emptyTerms(form);
  const p = plainSections(doc, TITLES);
  // Inside ¶1 "Seller:" may follow the heading on its line; elsewhere only a line starting with it counts.
  const party = (role: string) =>
    p.parties
      ? new RegExp(`\\b${role}\\s*:\\s*([^\\n]{2,120})`, 'i')
      : new RegExp(`^[ \\t]*${role}\\s*:\\s*([^\\n]{2,120})`, 'im');
  terms.parties.seller = plainText(doc, [party('Sellers?')], p.parties);
  terms.property = extractPlainProperty(doc, p.property);
  const { start, end } = listingTerm(doc, p.term);
  terms.listing = {
    broker: plainText(doc, [party('Broker')], p.parties),
    listingPriceCents: plainMoney(
      doc,
      [
        /\bfollowing\s+price\s*:([\s\S]{0,80})/i,
        /\bListing\s+Price\s*(?:is|of|:)([\s\S]{0,80})/i,
        ...(p.price ? [/\bprice\b([\s\S]{0,120})/i] : []),
      ],
      p.price,
    ),
    startDate: start,
    endDate: end,
    commissionPercent: commissionPercent(doc, p.fee),
    commissionCents: plainMoney(doc, [/\b(?:flat\s+)?fee\s+of\s+(\$[^\n%]{0,40})/i], p.fee),
    protectionPeriodDays: plainDays(
      doc,
      [/\bcontinuing\s+for\s+([\s\S]{0,30}?)\s*days\b/i, /\bProtection\s+Period\b[\s\S]{0,160}?\b(\d{1,3})\s+days\b/i],
      // Its own wording: the protection period may have a paragraph of its own.
    ),
  };
  return terms;
}
