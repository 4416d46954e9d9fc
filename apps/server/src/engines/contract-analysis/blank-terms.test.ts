// Issue 13 part 1 as an agent sees it: a draft with one blank still has every other deadline, and the
// blank is one finding naming the deadlines it blocks, with an action item to fill it.
import { describe, expect, it } from 'vitest';
import { analyseContract } from './analyse-contract';
import { asRecord, resaleFinanced2026, testMarket } from '../../test/contract-analysis-fixtures';

const run = (over: Record<string, string>, today = '2026-04-15') => {
  const text = resaleFinanced2026(over);
  const out = analyseContract({ contractType: 'purchase', text, filename: null, today, market: testMarket });
  return { out, text };
};

/** Everything a user reads about findings and action items. */
const visibleText = (out: ReturnType<typeof run>['out']) =>
  JSON.stringify([out.criticalIssues, out.redFlags, out.actionItems, out.suggestions, out.aiAnalysis]);

describe('¶6D title objection days blank', () => {
  const { out, text } = run({ objectionDays: '' });

  it('keeps the option period and every other deadline; only title objections are missing', () => {
    expect(out.deadlines.find((d) => d.key === 'option-period')).toMatchObject({ dueDate: '2026-04-21' });
    expect(out.deadlines.map((d) => d.key)).not.toContain('title-objections');
    expect(out.deadlines.filter((d) => d.dueDate !== null).length).toBeGreaterThanOrEqual(10);
    expect(out.aiAnalysis).toMatch(/Next deadline: Deliver earnest money/);
  });

  it('raises one red flag naming the blocked deadline in plain words, and an action item to fill it', () => {
    const flags = out.redFlags.filter((f) => f.title.startsWith('¶6D'));
    expect(flags).toEqual([
      {
        title: '¶6D: 1 deadline not computed',
        detail: 'The title objection days in ¶6D are blank. Not computed until it is filled in: Title objections.',
        severity: 'low',
        evidence: null,
      },
    ]);
    expect(out.actionItems.find((i) => i.id === 'term-missing-title-objectiondays')).toMatchObject({
      title: 'Fill in the title objection days in ¶6D',
      dueDate: '2026-04-15',
      deadlineKey: null,
      assignedTo: 'realtor',
    });
    expect(visibleText(out)).not.toMatch(/Affected: all|trec\.md|title-objections|objectionDays/);
    expect(() => asRecord(out, text)).not.toThrow();
  });
});

describe('¶9A closing date blank', () => {
  const { out } = run({ closingMonthDay: '', closingYear: '' });

  it('keeps the deadlines that do not count from closing, and names the ones that do', () => {
    expect(out.deadlines.map((d) => d.key)).not.toContain('closing');
    expect(out.deadlines.find((d) => d.key === 'buyer-approval')?.dueDate).toBe('2026-05-05');
    const issue = out.criticalIssues.find((f) => f.title === 'Closing date is blank');
    expect(issue?.detail).toContain(
      'Not computed until it is filled in: Replacement survey, Property Approval, Closing.',
    );
    expect(out.actionItems.find((i) => i.id === 'missing-closing-date')?.title).toBe(
      'Agree and write the closing date in ¶9A',
    );
    expect(out.redFlags.map((f) => f.title)).not.toContain('9A: deadline not computed');
  });
});

describe('Effective Date blank', () => {
  const { out, text } = run({ execDay: '', execMonth: '', execYear: '' });

  it('shows the counted deadlines as days after the Effective Date, and dates the rest', () => {
    const option = out.deadlines.find((d) => d.key === 'option-period');
    expect(option).toMatchObject({ status: 'waiting', dueDate: null, waitingFor: 'the Effective Date' });
    expect(option?.daysAfterEffectiveDate).toBe(7);
    expect(out.deadlines.find((d) => d.key === 'closing')?.dueDate).toBe('2026-05-29');
    const issue = out.criticalIssues.find((f) => f.title === 'Effective Date is blank');
    expect(issue?.detail).toContain(
      'Until it is filled in, these show only their number of days: Earnest money, Option Fee, Option period, HOA information delivery, Survey, Buyer Approval.',
    );
    expect(out.actionItems.find((i) => i.id === 'missing-effective-date')?.title).toBe(
      'Fill in the Effective Date (date of final acceptance)',
    );
    // Waiting on the Effective Date is not a receipt to record.
    expect(out.suggestions.map((s) => s.suggestion).join(' ')).not.toMatch(/receipt dates.*the Effective Date/);
    expect(out.aiAnalysis).toContain('6 deadlines count from the Effective Date, which is blank.');
    expect(() => asRecord(out, text)).not.toThrow();
  });
});
