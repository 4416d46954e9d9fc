// A draft with blanks still gets every deadline its filled terms allow (issue 13, part 1).
import { describe, expect, it } from 'vitest';
import { computeContractDeadlines } from './compute-deadlines';
import type { Deadline } from './deadline-types';
import { deadlinesBlockedBy } from './dependencies';
import type { ContractDeadlineInput } from './input-types';

// The contract: 20-17 effective Fri 2026-11-20, 7-day option, closing Fri 2026-12-18.
// ED + 3 = Mon 11-23 (a business day); ED + 7 = Fri 11-27, the day after Thanksgiving: the option
// period does not roll, so it still ends 5:00 p.m. that day.
function draft(over: Partial<ContractDeadlineInput> = {}): ContractDeadlineInput {
  return {
    form: '20-17',
    effectiveDate: '2026-11-20',
    closingDate: '2026-12-18',
    option: { days: 7, feeStated: true },
    title: { objectionDays: 5 },
    ...over,
  };
}

const summary = (list: Deadline[]) =>
  Object.fromEntries(list.map((d) => [d.key, d.dueDate ?? `waiting for ${d.waitingFor ?? ''}`]));

describe('a blank term blocks only the deadlines that need it', () => {
  const complete = summary(computeContractDeadlines(draft()));

  it('complete: six deadlines', () => {
    expect(complete).toEqual({
      'earnest-money': '2026-11-23',
      'option-fee': '2026-11-23',
      'option-period': '2026-11-27',
      closing: '2026-12-18',
      'title-commitment': "waiting for the Title Company's receipt of the contract (date on the Contract Receipt)",
      'title-objections': "waiting for Buyer's receipt of the Commitment and Exception Documents",
    });
  });

  it('¶6D blank: the option deadline and everything else stay; only title objections go, and only they are named', () => {
    const input = draft({ title: { objectionDays: null } });
    const { 'title-objections': _gone, ...rest } = complete;
    expect(summary(computeContractDeadlines(input))).toEqual(rest);
    expect(deadlinesBlockedBy(input, 'title.objectionDays')).toEqual(['title-objections']);
    // Objections already delivered still start the Cure Period: it counts from delivery, not from ¶6D.
    const delivered = draft({ title: { objectionDays: null, objectionsDeliveredDate: '2026-12-01' } });
    expect(summary(computeContractDeadlines(delivered))).toMatchObject({
      'title-cure-period': '2026-12-16',
      'title-objection-election': '2026-12-21',
    });
    expect(deadlinesBlockedBy(delivered, 'title.objectionDays')).toEqual(['title-objections']);
  });

  it('¶5B days blank with an Option Fee stated: the fee is still due in 3 days; only the option period goes', () => {
    const input = draft({ option: { days: null, feeStated: true } });
    const { 'option-period': _gone, ...rest } = complete;
    expect(summary(computeContractDeadlines(input))).toEqual(rest);
    expect(deadlinesBlockedBy(input, 'option.days')).toEqual(['option-period']);
    // No fee, no option right: nothing is missing.
    expect(deadlinesBlockedBy(draft({ option: { days: null, feeStated: false } }), 'option.days')).toEqual([]);
  });

  it('¶9A blank: closing and what counts from it go; the rest stay', () => {
    const input = draft({ closingDate: null, financing: { loanType: 'conventional', buyerApprovalDays: 14 } });
    const list = computeContractDeadlines(input);
    const { closing: _gone, ...rest } = complete;
    expect(summary(list)).toEqual({ ...rest, 'buyer-approval': '2026-12-04' });
    expect(deadlinesBlockedBy(input, 'closingDate')).toEqual(['property-approval', 'closing']);
    expect(list.find((d) => d.key === 'title-objections')?.rule).toBe(
      'The earlier of the Closing Date or 5 days after Buyer receives the Commitment and Exception Documents.',
    );
  });

  it('¶9A blank: "whichever first occurs" windows are dated by receipt, with a note that closing could be earlier', () => {
    const input = draft({
      closingDate: null,
      title: { objectionDays: 5, contractReceivedDate: '2026-11-21', commitmentReceivedDate: '2026-12-05' },
      sellersDisclosure: { days: 5, receivedDate: '2026-12-14' },
      hoa: { choice: 'buyer-obtains', days: 10 },
    });
    const list = computeContractDeadlines(input);
    const pick = (key: string) => list.find((d) => d.key === key);
    expect(pick('sellers-disclosure-termination')).toMatchObject({
      dueDate: '2026-12-21',
      note: expect.stringMatching(/^The closing date in ¶9A is blank/) as unknown,
    });
    expect(pick('title-objections')).toMatchObject({ dueDate: '2026-12-10', status: 'scheduled' });
    expect(pick('title-objections')?.note).toMatch(/if closing comes first, the window ends before closing/);
    // 11-21 + 20 = 12-11; + 15 = 12-26 (no closing to stop it 3 days before).
    expect(pick('title-commitment-extension')).toMatchObject({ dueDate: '2026-12-26' });
    // ¶A(2): ED + 10 = 11-30, + 3 = 12-03.
    expect(pick('hoa-information-not-obtained-termination')).toMatchObject({
      dueDate: '2026-12-03',
      daysAfterEffectiveDate: 13,
    });
    expect(deadlinesBlockedBy(input, 'closingDate')).toEqual(['closing']);
  });

  it('no Effective Date: counted deadlines wait for it with their day count; the rest are unchanged', () => {
    const input = draft({ effectiveDate: null, leadBasedPaint: { inspection: true } });
    const list = computeContractDeadlines(input);
    const relative = list
      .filter((d) => d.waitingFor === 'the Effective Date')
      .map((d) => [d.key, d.daysAfterEffectiveDate, d.dueTime]);
    expect(relative).toEqual([
      ['earnest-money', 3, null],
      ['option-fee', 3, null],
      ['option-period', 7, '17:00'],
      ['lead-paint-inspection', 10, null],
      ['lead-paint-termination', 14, null],
    ]);
    expect(list.find((d) => d.key === 'option-period')?.rule).toBe(
      'Effective Date + 7 calendar days; ends 5:00 p.m. local time and does not roll for a weekend or holiday.',
    );
    expect(summary(list)).toMatchObject({ closing: '2026-12-18' });
    expect(deadlinesBlockedBy(input, 'effectiveDate')).toEqual([
      'earnest-money',
      'option-fee',
      'option-period',
      'lead-paint-inspection',
      'lead-paint-termination',
    ]);
  });

  it('no Effective Date: an option extended to a fixed date by amendment is still dated', () => {
    const input = draft({ effectiveDate: null, option: { days: 7, feeStated: true, extendedTo: '2026-12-01' } });
    expect(summary(computeContractDeadlines(input))['option-period']).toBe('2026-12-01');
    expect(deadlinesBlockedBy(input, 'effectiveDate')).toEqual(['earnest-money', 'option-fee']);
  });

  it('still rejects malformed values that are present', () => {
    expect(() => computeContractDeadlines(draft({ effectiveDate: '2026-13-01' }))).toThrow(/effectiveDate/);
    expect(() => computeContractDeadlines(draft({ closingDate: 'soon' }))).toThrow(/closingDate/);
    expect(() => computeContractDeadlines(draft({ title: { objectionDays: -2 } }))).toThrow(/objectionDays/);
    expect(() => computeContractDeadlines(draft({ effectiveDate: null, closingDate: null }))).not.toThrow();
  });
});
