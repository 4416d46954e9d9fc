import { describe, expect, it } from 'vitest';
import { computeContractDeadlines } from '../deadlines/compute-deadlines';
import type { Deadline } from '../deadlines/deadline-types';
import type { ContractDeadlineInput } from '../deadlines/input-types';
import { detectContractForm } from './detect-form';
import { extractContractTerms } from './extract-terms';
import { CONDO_1974 } from './fixtures/condo-1974';
import { PLAIN_PURCHASE } from './fixtures/plain-purchase';
import { RESALE_CASH } from './fixtures/resale-cash';
import { RESALE_FINANCED_2026, resaleFinanced2026 } from './fixtures/resale-financed-2026';
import { RESALE_PRE_1978 } from './fixtures/resale-pre-1978';
import { toDeadlineInput, type DeadlineMapping } from './to-deadline-input';

function read(text: string) {
  const form = detectContractForm(text);
  const terms = extractContractTerms(text, form);
  return { form, terms, mapping: toDeadlineInput(terms, form) };
}

const dated = (deadlines: Deadline[]) => Object.fromEntries(deadlines.map((d) => [d.key, d.dueDate]));

function inputOf(mapping: DeadlineMapping): ContractDeadlineInput {
  if (!mapping.input) throw new Error(`no input: ${JSON.stringify(mapping.missing)}`);
  return mapping.input;
}

describe('toDeadlineInput → computeContractDeadlines', () => {
  it('(a) maps every term the engine needs and the engine dates the contract', () => {
    const { mapping } = read(RESALE_FINANCED_2026);
    expect(mapping.missing).toEqual([]);
    expect(mapping.assumptions).toEqual([]);
    expect(mapping.input).toEqual({
      form: '20-18',
      effectiveDate: '2026-04-14',
      closingDate: '2026-05-29',
      timeZone: 'America/Chicago',
      option: { days: 7, feeStated: true },
      title: { objectionDays: 10, contractReceivedDate: '2026-04-15' },
      survey: { option: 'seller-existing', days: 5 },
      financing: { loanType: 'conventional', buyerApprovalDays: 21, propertyApprovalWaived: false },
      hoa: { choice: 'seller-delivers', days: 10 },
      agreedRepairs: false,
    });
    // Tue 2026-04-14 + 3 = Fri 04-17; + 7 = Tue 04-21 (5 p.m.); contract received 04-15 + 20 = 05-05.
    expect(dated(computeContractDeadlines(inputOf(mapping)))).toMatchObject({
      'earnest-money': '2026-04-17',
      'option-fee': '2026-04-17',
      'option-period': '2026-04-21',
      survey: '2026-04-19',
      'hoa-information-delivery': '2026-04-24',
      'buyer-approval': '2026-05-05',
      'title-commitment': '2026-05-05',
      'property-approval': '2026-05-26',
      closing: '2026-05-29',
    });
  });

  it('(b) lists the lead-paint choice as missing, and still dates everything else', () => {
    const { mapping } = read(RESALE_PRE_1978);
    expect(mapping.missing.map((m) => [m.term, m.affects])).toEqual([
      ['leadPaint.inspection', ['lead-paint-inspection', 'lead-paint-termination']],
    ]);
    const deadlines = dated(computeContractDeadlines(inputOf(mapping)));
    expect(deadlines).toMatchObject({
      'sellers-disclosure-delivery': '2025-06-17',
      'buyer-approval': '2025-06-27',
      'agreed-repairs': '2025-07-17',
    });
    expect(deadlines).not.toHaveProperty('lead-paint-inspection');
  });

  it('(c) with no Option Fee there are no option deadlines', () => {
    const { mapping } = read(RESALE_CASH);
    expect(mapping.input?.option).toBeUndefined();
    const keys = computeContractDeadlines(inputOf(mapping)).map((d) => d.key);
    expect(keys).not.toContain('option-period');
    expect(keys).not.toContain('buyer-approval');
    expect(dated(computeContractDeadlines(inputOf(mapping)))['earnest-money']).toBe('2026-03-02');
  });

  it('(f) condo clocks and the lead-paint inspection are dated; the unread financing addendum is listed', () => {
    const { mapping } = read(CONDO_1974);
    expect(mapping.input?.condo).toEqual({
      documents: { days: 5 },
      resaleCertificate: { days: 10 },
      rightOfRefusal: null,
    });
    expect(mapping.input?.leadBasedPaint).toEqual({ inspection: true });
    expect(mapping.missing.map((m) => m.term)).toEqual(['financing']);
    expect(dated(computeContractDeadlines(inputOf(mapping)))).toMatchObject({
      'condo-documents-delivery': '2025-09-23',
      'condo-resale-certificate-delivery': '2025-09-28',
      'lead-paint-inspection': '2025-09-28',
      'lead-paint-termination': '2025-10-02',
    });
  });

  it('does not apply TREC rules to a plain-language agreement', () => {
    const { mapping } = read(PLAIN_PURCHASE);
    expect(mapping.input).toBeNull();
    expect(mapping.missing).toEqual([
      {
        term: 'form',
        paragraph: 'Title',
        reason:
          'A Plain-language purchase agreement is not a TREC promulgated contract; the TREC deadline rules cannot be applied.',
        affects: ['all'],
      },
    ]);
  });

  // Issue 13: one blank used to return no input at all ('all'), so the timeline was empty.
  describe('with a blank term, every deadline that does not need it is still computed', () => {
    const keysOf = (mapping: DeadlineMapping) => computeContractDeadlines(inputOf(mapping)).map((d) => d.key);
    const complete = computeContractDeadlines(inputOf(read(RESALE_FINANCED_2026).mapping));

    it('¶6D blank: only title objections are blocked, and the missing term names exactly them', () => {
      const { mapping } = read(resaleFinanced2026({ objectionDays: '' }));
      expect(mapping.missing).toEqual([
        {
          term: 'title.objectionDays',
          paragraph: '6D',
          reason: 'The title objection days in ¶6D are blank.',
          affects: ['title-objections'],
        },
      ]);
      expect(inputOf(mapping).title.objectionDays).toBeNull();
      const list = computeContractDeadlines(inputOf(mapping));
      expect(list).toEqual(complete.filter((d) => d.key !== 'title-objections'));
      expect(dated(list)['option-period']).toBe('2026-04-21');
    });

    it('¶5B days blank: the Option Fee is still dated; only the option period is blocked', () => {
      const { mapping } = read(resaleFinanced2026({ optionDays: '' }));
      expect(mapping.missing.map((m) => [m.term, m.affects])).toEqual([['option.days', ['option-period']]]);
      expect(inputOf(mapping).option).toEqual({ days: null, feeStated: true });
      expect(computeContractDeadlines(inputOf(mapping))).toEqual(complete.filter((d) => d.key !== 'option-period'));
    });

    it('¶9A blank: closing and the deadlines counted back from it are blocked, nothing else', () => {
      const { mapping } = read(resaleFinanced2026({ closingMonthDay: '', closingYear: '' }));
      expect(mapping.missing.map((m) => [m.term, m.affects])).toEqual([
        ['closingDate', ['survey-replacement', 'property-approval', 'closing']],
      ]);
      const keys = keysOf(mapping);
      expect(complete.map((d) => d.key).filter((k) => !keys.includes(k))).toEqual([
        'survey-replacement',
        'property-approval',
        'closing',
      ]);
      expect(dated(computeContractDeadlines(inputOf(mapping)))).toMatchObject({
        'option-period': '2026-04-21',
        'buyer-approval': '2026-05-05',
        'title-commitment': '2026-05-05',
      });
    });

    it('Effective Date blank: the counted deadlines wait for it with their day counts; the rest keep their dates', () => {
      const { mapping } = read(resaleFinanced2026({ execDay: '', execMonth: '', execYear: '' }));
      const blocked = [
        'earnest-money',
        'option-fee',
        'option-period',
        'hoa-information-delivery',
        'survey',
        'buyer-approval',
      ];
      expect(mapping.missing.map((m) => [m.term, m.affects])).toEqual([['effectiveDate', blocked]]);
      const list = computeContractDeadlines(inputOf(mapping));
      const waiting = list.filter((d) => d.waitingFor === 'the Effective Date');
      expect(Object.fromEntries(waiting.map((d) => [d.key, d.daysAfterEffectiveDate]))).toEqual({
        'earnest-money': 3,
        'option-fee': 3,
        'option-period': 7,
        'hoa-information-delivery': 10,
        survey: 5,
        'buyer-approval': 21,
      });
      expect(dated(list)).toMatchObject({
        'title-commitment': '2026-05-05',
        'property-approval': '2026-05-26',
        closing: '2026-05-29',
      });
    });

    it('a closing date before the Effective Date is reported and left out; the rest is computed', () => {
      const { mapping } = read(resaleFinanced2026({ closingMonthDay: 'March 2' }));
      expect(mapping.missing).toEqual([
        {
          term: 'closingDate',
          paragraph: '9A',
          reason: 'The closing date in ¶9A (2026-03-02) is before the Effective Date (2026-04-14).',
          affects: ['survey-replacement', 'property-approval', 'closing'],
        },
      ]);
      expect(inputOf(mapping).closingDate).toBeNull();
      expect(dated(computeContractDeadlines(inputOf(mapping)))['earnest-money']).toBe('2026-04-17');
    });

    it('with no version and no Effective Date, uses the latest version and says so', () => {
      const { form, terms } = read(resaleFinanced2026({ execDay: '', execMonth: '', execYear: '' }));
      const mapping = toDeadlineInput(terms, { ...form, version: null });
      expect(mapping.input?.form).toBe('20-19');
      expect(mapping.assumptions).toEqual([
        "The form's version number could not be read and the Effective Date is blank; deadlines use 20-19, the latest version.",
      ]);
    });
  });

  it('uses Mountain time for El Paso County', () => {
    const { mapping } = read(resaleFinanced2026({ county: 'El Paso' }));
    expect(mapping.input?.timeZone).toBe('America/Denver');
  });

  it('states its assumption when the version is 20-16 or unreadable', () => {
    const { form, terms } = read(RESALE_FINANCED_2026);
    const old = toDeadlineInput(terms, { ...form, version: '20-16' });
    expect(old.input?.form).toBe('20-17');
    expect(old.assumptions[0]).toMatch(/^TREC 20-16 is not in the deadline engine/);
    const unread = toDeadlineInput(terms, { ...form, version: null });
    expect(unread.input?.form).toBe('20-18');
    expect(unread.assumptions).toEqual([
      "The form's version number could not be read; deadlines use 20-18, the version mandatory on the Effective Date.",
    ]);
  });

  it('passes the agent’s side through', () => {
    const { form, terms } = read(RESALE_FINANCED_2026);
    expect(toDeadlineInput(terms, form, { representing: 'seller' }).input?.representing).toBe('seller');
  });
});

describe('20-19 ¶7I Seller’s Water Disclosure', () => {
  // No 20-19 PDF was available: this is fixture (a) relabelled 20-19 with a ¶7I in the wording trec.md §2.4 gives.
  const PARAGRAPH_7I = [
    "     I. SELLER'S DISCLOSURE ABOUT GROUNDWATER AND SURFACE WATER RIGHTS (Seller's Water Disclosure):",
    '        (Check one box only)',
    "     \uF071 (1) Buyer has received the Seller's Water Disclosure.",
    "     \u2612 (2) Buyer has not received the Seller's Water Disclosure. Within   5   days after the Effective",
    "            Date of this contract, Seller shall deliver the Seller's Water Disclosure to Buyer.",
    "     \uF071 (3) The Seller's Water Disclosure is not required.",
  ].join('\n');
  const text = resaleFinanced2026({ execDay: '15th', execMonth: 'June', closingMonthDay: 'July 31' })
    .replace(/TREC NO\. 20-18/g, 'TREC NO. 20-19')
    .replace(/11-04-2024/, '05-04-2026')
    .replace(/^ {2}8\. BROKERS AND SALES AGENTS:/m, (heading) => `${PARAGRAPH_7I}\n${heading}`);

  it('reads the ¶7I box and days and dates the delivery', () => {
    const { form, terms, mapping } = read(text);
    expect(form.version).toBe('20-19');
    expect(terms.waterDisclosure).toMatchObject({
      choice: { value: 'not-received', evidence: { paragraph: '7I(2)' } },
      days: { value: 5, evidence: { paragraph: '7I(2)' } },
    });
    expect(inputOf(mapping).waterDisclosure).toEqual({ days: 5 });
    expect(dated(computeContractDeadlines(inputOf(mapping)))['water-disclosure-delivery']).toBe('2026-06-20');
  });

  it('earlier forms have no ¶7I', () => {
    expect(read(RESALE_FINANCED_2026).terms.waterDisclosure).toEqual({ choice: null, days: null });
  });
});
