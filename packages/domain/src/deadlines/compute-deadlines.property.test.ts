import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  daysUntil,
  fromDayNumber,
  isCivilDate,
  isWeekend,
  toDayNumber,
  type CivilDate,
} from './civil-date';
import { compareDeadlines, computeContractDeadlines } from './compute-deadlines';
import type { Deadline, DeadlineKey } from './deadline-types';
import { isLegalHoliday } from './holidays';
import { TREC_FORMS, type ContractDeadlineInput } from './input-types';
import { rollForward } from './roll-forward';

const date = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);
const days = fc.integer({ min: 0, max: 60 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** A receipt somewhere in the first three months, or not yet. */
const receipt = maybe(fc.integer({ min: 0, max: 90 }));

/** These properties are about complete contracts; blanks are covered by dependencies.property.test.ts. */
type CompleteInput = ContractDeadlineInput & { effectiveDate: CivilDate; closingDate: CivilDate };

const contractArb: fc.Arbitrary<CompleteInput> = fc
  .record({
    form: fc.constantFrom(...TREC_FORMS),
    effectiveDate: date,
    closingOffset: fc.integer({ min: 0, max: 120 }),
    option: maybe(fc.record({ days, feeStated: fc.boolean() })),
    additionalEarnestMoneyDays: maybe(days),
    objectionDays: days,
    contractReceived: receipt,
    commitmentReceived: receipt,
    objectionsDelivered: receipt,
    objectionsResolved: receipt,
    survey: maybe(
      fc.record({
        option: fc.constantFrom('seller-existing', 'buyer-new', 'seller-new') as fc.Arbitrary<
          'seller-existing' | 'buyer-new' | 'seller-new'
        >,
        days,
        received: receipt,
      }),
    ),
    sellersDisclosure: maybe(fc.record({ days, received: receipt })),
    buyerApprovalDays: maybe(days),
    hoaDays: maybe(days),
    hoaReceived: receipt,
    leadPaint: fc.boolean(),
    representing: fc.constantFrom('buyer', 'seller') as fc.Arbitrary<'buyer' | 'seller'>,
  })
  .map((r) => {
    const at = (offset: number | undefined) =>
      offset === undefined ? undefined : addCalendarDays(r.effectiveDate, offset);
    const input: CompleteInput = {
      form: r.form,
      effectiveDate: r.effectiveDate,
      closingDate: addCalendarDays(r.effectiveDate, r.closingOffset),
      representing: r.representing,
      option: r.option,
      additionalEarnestMoneyDays: r.additionalEarnestMoneyDays,
      title: {
        objectionDays: r.objectionDays,
        contractReceivedDate: at(r.contractReceived),
        commitmentReceivedDate: at(r.commitmentReceived),
        objectionsDeliveredDate: at(r.objectionsDelivered),
        objectionsResolvedDate: at(r.objectionsResolved),
      },
      survey: r.survey && { option: r.survey.option, days: r.survey.days, receivedDate: at(r.survey.received) },
      sellersDisclosure: r.sellersDisclosure && {
        days: r.sellersDisclosure.days,
        receivedDate: at(r.sellersDisclosure.received),
      },
      financing: { loanType: 'conventional', buyerApprovalDays: r.buyerApprovalDays },
      hoa:
        r.hoaDays === undefined
          ? undefined
          : { choice: 'seller-delivers', days: r.hoaDays, receivedDate: at(r.hoaReceived) },
      leadBasedPaint: { inspection: r.leadPaint },
    };
    return input;
  });

const MONEY: DeadlineKey[] = ['earnest-money', 'option-fee', 'additional-earnest-money'];

/** Deadlines that are exactly Effective Date + N, with N read back from the input. */
function fixedOffsets(input: ContractDeadlineInput): Partial<Record<DeadlineKey, number>> {
  const offsets: Partial<Record<DeadlineKey, number>> = {};
  if (input.option?.feeStated && input.option.days != null) offsets['option-period'] = input.option.days;
  if (input.financing?.buyerApprovalDays != null) offsets['buyer-approval'] = input.financing.buyerApprovalDays;
  if (input.sellersDisclosure) offsets['sellers-disclosure-delivery'] = input.sellersDisclosure.days;
  if (input.hoa?.choice === 'seller-delivers') offsets['hoa-information-delivery'] = input.hoa.days;
  if (input.leadBasedPaint?.inspection)
    Object.assign(offsets, { 'lead-paint-inspection': 10, 'lead-paint-termination': 14 });
  const survey = input.survey;
  const surveyForm = !input.form.startsWith('30-') && !input.form.startsWith('23-');
  if (survey && survey.option !== 'not-required' && surveyForm) offsets.survey = survey.days;
  return offsets;
}

const run = (check: (input: CompleteInput, list: Deadline[]) => void) =>
  fc.assert(
    fc.property(contractArb, (input) => check(input, computeContractDeadlines(input))),
    { numRuns: 300 },
  );

describe('computeContractDeadlines: properties', () => {
  it('a rolled money deadline is never a weekend or holiday, never before Effective Date + N, and at most 3 days after', () => {
    run((input, list) => {
      for (const d of list.filter((x) => MONEY.includes(x.key))) {
        const n = d.key === 'additional-earnest-money' ? (input.additionalEarnestMoneyDays ?? 0) : 3;
        const original = addCalendarDays(input.effectiveDate, n);
        const due = d.dueDate ?? '';
        expect(isWeekend(due) || isLegalHoliday(due, 'both')).toBe(false);
        expect(daysUntil(original, due)).toBeGreaterThanOrEqual(0);
        expect(daysUntil(original, due)).toBeLessThanOrEqual(3);
        expect(due).toBe(rollForward(original));
        expect(d.rolledForward).toBe(due !== original);
        expect(d.originalDueDate).toBe(d.rolledForward ? original : null);
        if (d.latestDueDate !== null) {
          expect(d.latestDueDate > due).toBe(true);
          expect(isWeekend(d.latestDueDate) || isLegalHoliday(d.latestDueDate, 'either')).toBe(false);
          expect(daysUntil(original, d.latestDueDate)).toBeLessThanOrEqual(5);
          expect(d.note).toMatch(/legal holiday/);
        }
      }
    });
  });

  it('non-money deadlines are exactly Effective Date + N and never roll; the option period keeps its 5:00 p.m. cut-off', () => {
    run((input, list) => {
      for (const [key, n] of Object.entries(fixedOffsets(input))) {
        const d = list.find((x) => x.key === key);
        expect(d, key).toBeDefined();
        expect(d?.dueDate).toBe(addCalendarDays(input.effectiveDate, n));
        expect(d?.daysAfterEffectiveDate).toBe(n);
        expect(d?.rolledForward).toBe(false);
        expect(d?.latestDueDate).toBeNull();
      }
      for (const d of list) {
        if (!MONEY.includes(d.key)) expect(d.rolledForward).toBe(false);
        expect(d.dueTime).toBe(d.key === 'option-period' ? '17:00' : null);
      }
    });
  });

  it('waiting deadlines never carry a date, scheduled ones always do', () => {
    run((_input, list) => {
      for (const d of list) {
        if (d.status === 'waiting') {
          expect(d.dueDate).toBeNull();
          expect(d.waitingFor).toBeTruthy();
        } else {
          expect(isCivilDate(d.dueDate)).toBe(true);
          expect(d.waitingFor).toBeNull();
        }
      }
    });
  });

  it('"whichever first" windows never run past closing, and closing never moves earlier than written', () => {
    run((input, list) => {
      const closing = list.find((d) => d.key === 'closing')?.dueDate ?? '';
      expect(closing >= input.closingDate).toBe(true);
      const capped: DeadlineKey[] = [
        'title-objections',
        'sellers-disclosure-termination',
        'hoa-information-termination',
      ];
      for (const d of list) if (capped.includes(d.key) && d.dueDate) expect(d.dueDate <= closing).toBe(true);
    });
  });

  it('is deterministic, sorted, one deadline per key, and does not mutate its input', () => {
    run((input, list) => {
      const before: unknown = JSON.parse(JSON.stringify(input));
      expect(computeContractDeadlines(input)).toEqual(list);
      expect(input).toEqual(before);
      for (let i = 1; i < list.length; i++) expect(compareDeadlines(list[i - 1]!, list[i]!)).toBeLessThanOrEqual(0);
      expect(new Set(list.map((d) => d.key)).size).toBe(list.length);
    });
  });
});
