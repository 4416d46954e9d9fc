// A lease's ¶4 renewal and notice, ¶5 rent and its due day, ¶6 late charges and ¶7 security deposit,
// each read inside its own paragraph when the lease is numbered (the whole text otherwise).
import { foundAt } from './evidence';
import { search, viewOf } from './match';
import { headingAt, plainDays, plainFlag, plainMoney } from './plain-helpers';
import type { Doc, Region } from './text-lines';
import type { Field, LeaseClause } from './types';

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/** "the 1st", "the first (1st)", "the   3rd  " → 1, 1, 3. */
function dayOfMonth(text: string): number | null {
  const digits = /(\d{1,2})(?:st|nd|rd|th)?/.exec(text);
  const n = digits ? Number(digits[1]) : (ORDINALS[(/[a-z]+/i.exec(text)?.[0] ?? '').toLowerCase()] ?? null);
  return n !== null && n >= 1 && n <= 31 ? n : null;
}

/** A day of the month found by `re` (group 1 holds "1st", "first (1st)" …). */
function monthDay(doc: Doc, re: RegExp, region: Region): Field<number> {
  const view = viewOf(doc, region);
  for (let hit = search(view, re); hit; hit = search(view, re, hit.end)) {
    const day = dayOfMonth(hit.groups[0]?.text ?? '');
    if (day !== null) return foundAt(doc, day, hit.start, hit.end, headingAt(doc, hit.start));
  }
  return null;
}

export type LeaseParagraphs = Partial<Record<'renewal' | 'rent' | 'late' | 'deposit', Region>>;

type MoneyTerms = Omit<
  LeaseClause,
  'landlord' | 'tenant' | 'commencementDate' | 'expirationDate' | 'termMonths' | 'dwellingUnits'
>;

export function leaseMoney(doc: Doc, p: LeaseParagraphs): MoneyTerms {
  const whole: Region = { start: 0, end: doc.text.length };
  const late = p.late ?? whole;
  return {
    monthlyRentCents: plainMoney(
      doc,
      [
        /\bmonthly\s+rent\s*(?:in\s+the\s+amount\s+of|of|is|:)([\s\S]{0,160})/i,
        /\brent\s+(?:is|of|shall\s+be)([^\n]{0,40})\s+(?:per|a|each)\s+month\b/i,
        ...(p.rent ? [/\brent\b([\s\S]{0,200})/i] : []),
      ],
      p.rent,
    ),
    rentDueDay: monthDay(
      doc,
      /\b(?:due|payable|pay|paid)\b[\s\S]{0,120}?\bthe\s+([\s\S]{1,20}?)\s+day\s+of\s+(?:each|every)\s+(?:calendar\s+)?month/i,
      p.rent ?? whole,
    ),
    lateFeeInitialCents: plainMoney(doc, [/\binitial\s+late\s+(?:charge|fee)\s+of([\s\S]{0,30})/i], late),
    lateFeeDailyCents: plainMoney(
      doc,
      [/((?:\$\s*)+[\d,]+(?:\.\d{1,2})?)\s+(?:per|a|each|for\s+each)\s+(?:day|calendar\s+day)\b/i],
      late,
    ),
    lateFeeMaxDays: plainDays(doc, [/\bnot\s+to\s+exceed\s+([\s\S]{1,14}?)\s*(?:calendar\s+)?days\b/i], late),
    lateFeeMaxCents: plainMoney(
      doc,
      [/\b(?:not\s+to\s+exceed|(?:total|maximum)\s+late\s+(?:charges?|fees?)[^.$]{0,40}?)([\s\S]{0,20}\$[^\n]{0,20})/i],
      late,
    ),
    lateFeeAfterDay: monthDay(
      doc,
      /\b(?:receive|received|paid)\b[\s\S]{0,120}?\bon\s+the\s+([\s\S]{1,12}?)\s+day\s+of\s+the\s+month/i,
      late,
    ),
    securityDepositCents: plainMoney(doc, [/\bsecurity\s+deposit\b([\s\S]{0,200})/i], p.deposit),
    depositRefundDays: plainDays(
      doc,
      [
        /\b(?:not\s+later\s+than|within|on\s+or\s+before)\s+(?:the\s+)?([\s\S]{1,14}?)\s*days?\s+after\s+(?:the\s+)?(?:Tenant\s+)?(?:surrender|moves?\s+out|vacat)/i,
      ],
      p.deposit ?? whole,
    ),
    nonRenewalNoticeDays: plainDays(
      doc,
      [/\b(?:not\s+less\s+than|at\s+least)\s+([\s\S]{1,14}?)\s*days\s+before\s+(?:the\s+)?(?:Expiration\s+Date|end)/i],
      p.renewal ?? whole,
    ),
    renewal: plainFlag(
      doc,
      [
        { re: /\bmonth[-\s]+to[-\s]+month\b/i, value: 'month-to-month' as const },
        { re: /\b(?:will|does|shall)\s+not\s+(?:automatically\s+)?renew\b/i, value: 'none' as const },
      ],
      p.renewal ?? whole,
    ),
  };
}
