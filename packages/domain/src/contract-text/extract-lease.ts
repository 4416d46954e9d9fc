// Residential leases: Texas REALTORS form (TXR 2001) or plain language. Rent, deposit, term, parties.
import { addCalendarDays, civilDateParts, type CivilDate } from '../deadlines/civil-date';
import { emptyTerms } from './empty-terms';
import { extractPlainProperty } from './extract-plain-property';
import type { ContractForm } from './form-types';
import { plainDate, plainDays, plainMoney, plainText } from './plain-helpers';
import type { Doc } from './text-lines';
import type { ContractTerms, Field, Found } from './types';

/** Whole months when the lease ends the day before a monthly anniversary (June 1 → May 31 is 12). */
function wholeMonths(start: CivilDate, end: CivilDate): number | null {
  const s = civilDateParts(start);
  const next = civilDateParts(addCalendarDays(end, 1));
  const months = (next.year - s.year) * 12 + (next.month - s.month);
  return next.day === s.day && months > 0 ? months : null;
}

function term(doc: Doc, start: Field<CivilDate>, end: Field<CivilDate>): Field<number> {
  const stated = plainDays(doc, [
    /\bterm\s+of\s+([^\n]{0,30}?)\s*months\b/i,
    /\b(\d{1,2})[-\s]month\s+(?:lease|term)\b/i,
  ]);
  if (stated || !start || !end) return stated;
  const months = wholeMonths(start.value, end.value);
  if (months === null) return null;
  // Computed from the two dates: the quote spans both when they are printed together.
  const from = doc.text.indexOf(start.evidence.quote);
  const to = doc.text.indexOf(end.evidence.quote, from);
  const together = from >= 0 && to >= 0 && to - from < 400;
  const quote = together ? doc.text.slice(from, to + end.evidence.quote.length) : end.evidence.quote;
  return { value: months, evidence: { paragraph: start.evidence.paragraph, quote } } satisfies Found<number>;
}

export function extractLease(doc: Doc, form: ContractForm): ContractTerms {
  const terms = emptyTerms(form);
  const commencementDate = plainDate(doc, [
    /\bCommencement\s+Date\s*:?([^\n]{0,60})/i,
    /\b(?:begins|commences|starts|shall\s+(?:begin|commence|start))\s+on\s+([^\n]{0,40})/i,
  ]);
  const expirationDate = plainDate(doc, [
    /\bExpiration\s+Date\s*:?([^\n]{0,60})/i,
    /\b(?:ends|expires|terminates|shall\s+(?:end|expire|terminate))\s+on\s+([^\n]{0,40})/i,
  ]);
  terms.property = extractPlainProperty(doc);
  terms.lease = {
    landlord: plainText(doc, [
      /\bLandlord\s*:\s*([^\n;]{2,120})/i,
      /between\s+([^\n()"“”]{2,120}?)\s*,?\s*\(\s*(?:the\s+)?["“]?(?:Landlord|Lessor)["”]?\s*\)/i,
    ]),
    tenant: plainText(doc, [
      /\bTenants?(?:\(s\))?\s*:\s*([^\n;]{2,120})/i,
      /\band\s+([^\n()"“”]{2,120}?)\s*,?\s*\(\s*(?:the\s+)?["“]?(?:Tenants?|Lessees?)["”]?\s*\)/i,
    ]),
    monthlyRentCents: plainMoney(doc, [
      /\bmonthly\s+rent\s*(?:in\s+the\s+amount\s+of|of|is|:)([\s\S]{0,160})/i,
      /\brent\s+(?:is|of|shall\s+be)([^\n]{0,40})\s+(?:per|a|each)\s+month\b/i,
    ]),
    securityDepositCents: plainMoney(doc, [/\bsecurity\s+deposit\b([\s\S]{0,200})/i]),
    commencementDate,
    expirationDate,
    termMonths: term(doc, commencementDate, expirationDate),
  };
  return terms;
}
