// Residential leases: the Texas REALTORS form (TXR 2001) read by its paragraphs — ¶1 parties, ¶2
// property, ¶3 term, ¶4 renewal and notice, ¶5 rent, ¶6 late charges, ¶7 security deposit — and
// plain-language leases by their wording over the whole text.
import { emptyTerms } from './empty-terms';
import { extractPlainProperty } from './extract-plain-property';
import type { ContractForm } from './form-types';
import { leaseMoney } from './lease-money';
import { leaseParties, leaseTermMonths, termDates } from './lease-term';
import { plainDate, plainFlag } from './plain-helpers';
import { plainSections } from './plain-sections';
import type { Doc, Region } from './text-lines';
import type { ContractTerms, Field } from './types';

const TITLES = {
  parties: /^PARTIES\b/,
  property: /^(?:THE\s+)?(?:PROPERTY|PREMISES)\b/,
  term: /^(?:PRIMARY\s+)?TERM\b/,
  renewal: /RENEWAL|NOTICE\s+OF\s+TERMINATION/,
  rent: /^RENT\b/,
  late: /^LATE\s+(?:CHARGES?|FEES?)\b/,
  deposit: /SECURITY\s+DEPOSIT/,
} as const;

/** Units in the building when the lease says so: "a 240-unit apartment community", "single-family home". */
function dwellingUnits(doc: Doc, region?: Region): Field<number> {
  const counted = plainFlag(doc, [{ re: /\b(\d{1,4})[-\s]+unit\b/i, value: 0 }], region);
  if (counted) {
    const n = Number(/\d{1,4}/.exec(counted.evidence.quote)?.[0] ?? 0);
    return n > 0 ? { ...counted, value: n } : null;
  }
  return plainFlag(
    doc,
    [
      { re: /\bsingle[-\s]+family\b/i, value: 1 },
      { re: /\bduplex\b/i, value: 2 },
      { re: /\b(?:triplex|three[-\s]+plex)\b/i, value: 3 },
      { re: /\b(?:fourplex|four[-\s]+plex|quadplex)\b/i, value: 4 },
    ],
    region,
  );
}

/** A date by its label over the whole text, for a lease with no numbered term paragraph. */
function labelledDate(doc: Doc, label: 'start' | 'end') {
  const [byLabel, byVerb] =
    label === 'start'
      ? [
          /\bCommencement\s+Date\s*:?([^\n]{0,60})/i,
          /\b(?:begins|commences|starts|shall\s+(?:begin|commence|start))\s+on\s+([^\n]{0,40})/i,
        ]
      : [
          /\bExpiration\s+Date\s*:?([^\n]{0,60})/i,
          /\b(?:ends|expires|terminates|shall\s+(?:end|expire|terminate))\s+on\s+([^\n]{0,40})/i,
        ];
  return plainDate(doc, [byLabel, byVerb]);
}

export function extractLease(doc: Doc, form: ContractForm): ContractTerms {
  const terms = emptyTerms(form);
  const p = plainSections(doc, TITLES);
  const whole: Region = { start: 0, end: doc.text.length };
  const dates = termDates(doc, p.term ?? whole, p.term !== undefined);
  const commencementDate = dates.start ?? (p.term ? null : labelledDate(doc, 'start'));
  const expirationDate = dates.end ?? (p.term ? null : labelledDate(doc, 'end'));
  terms.property = extractPlainProperty(doc, p.property);
  const parties = leaseParties(doc, p.parties);
  terms.lease = {
    ...leaseMoney(doc, p),
    landlord: parties.landlord,
    tenant: parties.tenant,
    commencementDate,
    expirationDate,
    termMonths: leaseTermMonths(doc, commencementDate, expirationDate, p.term),
    dwellingUnits: dwellingUnits(doc, p.property),
  };
  return terms;
}
