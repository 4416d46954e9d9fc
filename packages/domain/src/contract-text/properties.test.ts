import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../deadlines/civil-date';
import { parseDateText } from './dates';
import { detectContractForm } from './detect-form';
import { extractContractTerms } from './extract-terms';
import { badQuotes } from './fixtures/inspect';
import { RESALE_FINANCED_2026 } from './fixtures/resale-financed-2026';
import { formatCurrency } from '../format/currency';
import { MONTH_NAMES } from '../format/months';
import { parseMoney } from './money';
import { parseDayCount } from './numbers';
import { toDeadlineInput } from './to-deadline-input';

// Pieces of real contract text, so random documents reach the readers' deeper paths.
const FRAGMENTS = [
  '1. PARTIES: The parties to this contract are',
  '(Seller) and',
  '(Buyer).',
  '3. SALES PRICE:',
  'A. Cash portion of Sales Price payable by Buyer at closing.......$',
  'C. Sales Price (Sum of A and B) ......$',
  '5. EARNEST MONEY AND TERMINATION OPTION:',
  '(address): $',
  'as earnest money and $',
  'as the Option Fee',
  'notice of termination to Seller within',
  'days after the Effective Date',
  '6. TITLE POLICY AND SURVEY:',
  'C. SURVEY:',
  '(1) Within',
  '22. AGREEMENT OF PARTIES:',
  'Third Party Financing Addendum',
  'Addendum for Property Subject to',
  'EXECUTED the',
  'day of',
  ', 20',
  '(Effective Date)',
  'TREC NO. 20-18',
  'THIRD PARTY FINANCING ADDENDUM',
  'This contract is subject to Buyer obtaining Buyer Approval',
  'RESIDENTIAL LEASE',
  '(TXR-2001) 07-08-22',
  'The purchase price is $425,000',
  'closing shall occur on or before March 15, 2027',
  'option period of 7 days',
  'Commencement Date:',
  'built in 1962',
  '\u2612',
  '\uF071',
  '\uF020',
  'q',
  'X',
  '[X]',
  '[ ]',
  '$',
  '425,000.00',
  '3-15-27',
  '14th',
  'April',
  '26',
];

const documentText = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 }), fc.constantFrom('\n', '   ', '\r\n')), {
    maxLength: 120,
  })
  .map((parts) => parts.join(' '));

function readsCleanly(text: string): void {
  const form = detectContractForm(text);
  const terms = extractContractTerms(text, form);
  expect(badQuotes(terms, text)).toEqual([]);
  for (const f of terms.findings) for (const e of f.evidence) expect(text.includes(e.quote)).toBe(true);
  toDeadlineInput(terms, form);
}

describe('the reader on arbitrary text', () => {
  it('never throws, and every quote is a substring of the input (random strings)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 3000, unit: 'binary' }), readsCleanly), { numRuns: 200 });
  });

  it('never throws, and every quote is a substring of the input (strings built from contract fragments)', () => {
    fc.assert(fc.property(documentText, readsCleanly), { numRuns: 400 });
  });

  it('never throws on a real contract with lines deleted or shuffled', () => {
    const lines = RESALE_FINANCED_2026.split('\n');
    const mangled = fc
      .tuple(fc.subarray(lines, { minLength: 0 }), fc.boolean())
      .map(([kept, reverse]) => (reverse ? [...kept].reverse() : kept).join('\n'));
    fc.assert(fc.property(mangled, readsCleanly), { numRuns: 60 });
  });
});

describe('round trips', () => {
  it('money: parseMoney(formatCurrency(cents)) === cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (cents) => {
        expect(parseMoney(formatCurrency(cents, { inCents: true, cents: 'always' }))).toBe(cents);
      }),
    );
  });

  it('dates: every written style of a date reads back as the same civil date', () => {
    const dates = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);
    fc.assert(
      fc.property(dates, (date) => {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const styles = [
          `${MONTH_NAMES[m - 1]} ${d}, ${y}`,
          `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`,
          `${m}-${d}-${String(y).slice(2)}`,
          date,
          `the ${d}th day of ${MONTH_NAMES[m - 1]}, ${y}`,
        ];
        for (const text of styles) expect(parseDateText(text)).toBe(date);
      }),
    );
  });

  it('days: a written count reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (n) => {
        expect(parseDayCount(String(n))).toBe(n);
      }),
    );
  });
});
