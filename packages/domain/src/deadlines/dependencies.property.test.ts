// One blank never costs a deadline that does not depend on it: for generated complete contracts,
// blank each core term in turn and compare with DEADLINE_DEPENDENCIES.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, fromDayNumber, toDayNumber, type CivilDate } from './civil-date';
import { computeContractDeadlines } from './compute-deadlines';
import { EFFECTIVE_DATE_EVENT } from './deadline-factory';
import type { Deadline, DeadlineKey } from './deadline-types';
import { DEADLINE_DEPENDENCIES, DEADLINE_TERMS, deadlinesBlockedBy, withoutTerm } from './dependencies';
import { TREC_FORMS, type ContractDeadlineInput, type HoaTerms, type LoanType, type SurveyTerms } from './input-types';

const date = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);
const days = fc.integer({ min: 0, max: 60 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Days after the Effective Date that something was received, or not yet. */
const offset = maybe(fc.integer({ min: 0, max: 90 }));

const raw = fc.record({
  form: fc.constantFrom(...TREC_FORMS),
  effectiveDate: date,
  closingOffset: fc.integer({ min: 0, max: 120 }),
  option: maybe(fc.record({ days, feeStated: fc.boolean(), extendedTo: offset })),
  additionalEarnestMoneyDays: maybe(days),
  objectionDays: days,
  title: fc.record({ contract: offset, commitment: offset, delivered: offset, resolved: offset }),
  survey: maybe(
    fc.record({
      option: fc.constantFrom('seller-existing', 'buyer-new', 'seller-new', 'not-required') as fc.Arbitrary<
        SurveyTerms['option']
      >,
      days,
      received: offset,
    }),
  ),
  leases: maybe(fc.record({ days, received: offset })),
  sellers: maybe(fc.record({ days, received: offset })),
  water: maybe(fc.record({ days, received: offset })),
  leadPaint: maybe(fc.boolean()),
  financing: maybe(
    fc.record({
      loanType: fc.constantFrom('conventional', 'fha', 'va') as fc.Arbitrary<LoanType>,
      buyerApprovalDays: maybe(days),
      amended: offset,
      waived: fc.boolean(),
    }),
  ),
  appraisalDays: maybe(days),
  hoa: maybe(
    fc.record({
      choice: fc.constantFrom('seller-delivers', 'buyer-obtains', 'already-received', 'not-required') as fc.Arbitrary<
        HoaTerms['choice']
      >,
      days,
      received: offset,
    }),
  ),
  condo: maybe(
    fc.record({ documents: maybe(days), certificate: maybe(days), refusal: maybe(days), certified: offset }),
  ),
  construction: maybe(fc.record({ startDays: maybe(days), completion: offset, completed: offset })),
  agreedRepairs: fc.boolean(),
  afida: fc.boolean(),
});

function hoaTerms(h: { choice: HoaTerms['choice']; days: number }, received: CivilDate | undefined): HoaTerms {
  if (h.choice === 'seller-delivers' || h.choice === 'buyer-obtains') {
    return { choice: h.choice, days: h.days, receivedDate: received };
  }
  if (h.choice === 'already-received') return { choice: h.choice, updatedResaleCertificate: true };
  return { choice: h.choice };
}

const completeContract: fc.Arbitrary<ContractDeadlineInput> = raw.map((r) => {
  const at = (n: number | undefined) => (n === undefined ? undefined : addCalendarDays(r.effectiveDate, n));
  const { survey, condo, construction, financing } = r;
  return {
    form: r.form,
    effectiveDate: r.effectiveDate,
    closingDate: addCalendarDays(r.effectiveDate, r.closingOffset),
    option: r.option && { days: r.option.days, feeStated: r.option.feeStated, extendedTo: at(r.option.extendedTo) },
    additionalEarnestMoneyDays: r.additionalEarnestMoneyDays,
    title: {
      objectionDays: r.objectionDays,
      contractReceivedDate: at(r.title.contract),
      commitmentReceivedDate: at(r.title.commitment),
      objectionsDeliveredDate: at(r.title.delivered),
      objectionsResolvedDate: at(r.title.resolved),
    },
    survey:
      survey &&
      (survey.option === 'not-required'
        ? { option: survey.option }
        : { option: survey.option, days: survey.days, receivedDate: at(survey.received) }),
    naturalResourceLeases: r.leases && { terminationDays: r.leases.days, receivedDate: at(r.leases.received) },
    sellersDisclosure: r.sellers && { days: r.sellers.days, receivedDate: at(r.sellers.received) },
    waterDisclosure: r.water && { days: r.water.days, receivedDate: at(r.water.received) },
    leadBasedPaint: r.leadPaint === undefined ? undefined : { inspection: r.leadPaint },
    financing: financing && {
      loanType: financing.loanType,
      buyerApprovalDays: financing.buyerApprovalDays,
      buyerApprovalAmendedTo: at(financing.amended),
      propertyApprovalWaived: financing.waived,
    },
    appraisalAddendum: r.appraisalDays === undefined ? undefined : { terminationDays: r.appraisalDays },
    hoa: r.hoa && hoaTerms(r.hoa, at(r.hoa.received)),
    condo: condo && {
      documents: condo.documents === undefined ? null : { days: condo.documents },
      resaleCertificate: condo.certificate === undefined ? null : { days: condo.certificate },
      rightOfRefusal:
        condo.refusal === undefined ? null : { days: condo.refusal, certificationReceivedDate: at(condo.certified) },
    },
    construction: construction && {
      startDays: construction.startDays,
      substantialCompletionDate: at(construction.completion),
      completedDate: at(construction.completed),
    },
    agreedRepairs: r.agreedRepairs,
    afidaFilingRequired: r.afida,
  };
});

const byKey = (list: Deadline[]) => new Map(list.map((d) => [d.key, d]));
const when = (d: Deadline) => ({ status: d.status, dueDate: d.dueDate, dueTime: d.dueTime, waitingFor: d.waitingFor });

describe.each(DEADLINE_TERMS)('blanking %s', (term) => {
  const check = (input: ContractDeadlineInput) => {
    const full = byKey(computeContractDeadlines(input));
    const blankInput = withoutTerm(input, term);
    const blank = byKey(computeContractDeadlines(blankInput));
    const blocked = new Set(deadlinesBlockedBy(blankInput, term));
    for (const key of blank.keys()) expect(full.has(key), `${key} appeared`).toBe(true);
    for (const [key, before] of full) {
      const { needs, cappedBy } = DEADLINE_DEPENDENCIES[key];
      const after = blank.get(key);
      const lost =
        !after ||
        (after.status === 'waiting' && (before.status !== 'waiting' || after.waitingFor !== before.waitingFor));
      // The missing term names exactly what it costs, and only deadlines the table says may need it.
      expect(blocked.has(key), `${key} blocked`).toBe(lost);
      if (lost) expect(needs, `${key} needs ${term}`).toContain(term);
      if (needs.includes(term)) continue;
      expect(after, `${key} kept`).toBeDefined();
      if (!after) continue;
      if (cappedBy.includes(term)) {
        // Dated by its other rule, which closing could only have made earlier.
        expect(after.status).toBe(before.status);
        if (before.dueDate && after.dueDate) expect(after.dueDate >= before.dueDate, key).toBe(true);
      } else {
        expect(when(after), `${key} unchanged`).toEqual(when(before));
      }
    }
    // The rule chosen per term: a blank Effective Date makes deadlines wait with their day count;
    // a blank ¶9A date or ¶6D days leaves out what they block.
    for (const key of blocked) {
      const after = blank.get(key);
      if (term === 'effectiveDate') {
        expect(after?.waitingFor, key).toContain(EFFECTIVE_DATE_EVENT);
        // An "N days after the Effective Date" deadline keeps its N while it waits.
        const n = full.get(key)?.daysAfterEffectiveDate ?? null;
        if (n !== null) expect(after?.daysAfterEffectiveDate, key).toBe(n);
      } else {
        expect(after, key).toBeUndefined();
      }
    }
  };

  it('never removes, or changes the date of, a deadline that does not depend on it', () => {
    fc.assert(fc.property(completeContract, check), { numRuns: 300 });
  });

  it('keeps every blocked key in the dependency table', () => {
    const keys = Object.keys(DEADLINE_DEPENDENCIES) as DeadlineKey[];
    expect(keys.filter((k) => DEADLINE_DEPENDENCIES[k].needs.includes(term)).length).toBeGreaterThan(0);
  });
});
