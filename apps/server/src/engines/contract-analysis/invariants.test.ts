// Properties every analysis must keep: quotes are exact substrings of the text, the record parses
// with the stored schema, the same input gives the same output, and no market means no figures.
import { addCalendarDays } from '@bluebonnet/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseContract } from './analyse-contract';
import {
  allEvidence,
  analyse,
  asRecord,
  FIXTURES,
  noMarket,
  RESALE_PRICE_MISMATCH,
  resaleFinanced2026,
  testMarket,
  type FixtureName,
} from '../../test/contract-analysis-fixtures';

const names = Object.keys(FIXTURES) as FixtureName[];

describe.each(names)('%s fixture', (name) => {
  const { text } = FIXTURES[name];
  const out = analyse(name);

  it('quotes only text that is in the contract', () => {
    const evidence = allEvidence(out);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(text.includes(e.quote), `${e.paragraph}: ${e.quote}`).toBe(true);
    for (const t of out.keyTerms) expect(t.evidence && text.includes(t.evidence.quote)).toBe(true);
  });

  it('turns every critical issue into an item due on the analysis date, with unique ids', () => {
    const now = out.actionItems.filter((i) => i.deadlineKey === null && i.dueDate === FIXTURES[name].today);
    expect(now.length).toBeGreaterThanOrEqual(out.criticalIssues.length);
    expect(new Set(out.actionItems.map((i) => i.id)).size).toBe(out.actionItems.length);
  });

  it('parses as a stored contract analysis', () => {
    expect(() => asRecord(out, text)).not.toThrow();
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyse(name))).toBe(JSON.stringify(out));
  });

  it('shows no market figure and says so when no market data covers the area', () => {
    const bare = analyse(name, noMarket);
    const m = bare.marketComparison;
    expect(m).toMatchObject({ dataConfidence: 'none', liveDataSource: false, priceCompetitive: null, marketScore: 0 });
    for (const figure of [
      m.medianPrice,
      m.averageRent,
      m.priceGrowth,
      m.rentalGrowth,
      m.occupancyRate,
      m.daysOnMarket,
      m.schoolRating,
    ]) {
      expect(figure).toBeNull();
    }
    expect(m.marketPosition).toMatch(/^No bundled market data covers/);
    // A loan payment needs the bundled rate; a lease's monthly payment is its own rent.
    if (name !== 'lease') expect(bare.financialAnalysis.monthlyPayment).toBeNull();
    expect(bare.sources).toEqual([{ name: 'TREC deadline rules (Bluebonnet)', kind: 'bundled' }]);
    expect(() => asRecord(bare, text)).not.toThrow();
  });
});

describe('findings carry their quotes', () => {
  it('quotes 3C when the Sales Price does not add up', () => {
    const out = analyseContract({
      contractType: 'purchase',
      text: RESALE_PRICE_MISMATCH,
      filename: null,
      today: '2026-04-15',
      market: testMarket,
    });
    const issue = out.criticalIssues.find((f) => f.title === 'Sales Price does not add up');
    expect(issue?.evidence?.quote).toContain('458,000.00');
    expect(issue?.detail).toContain('off by $27,000.00');
    expect(out.actionItems.find((i) => i.id === 'sales-price-mismatch')?.dueDate).toBe('2026-04-15');
  });
});

describe('any filled resale contract', () => {
  const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const variant = fc.record({
    cash: fc.integer({ min: 1_000, max: 400_000 }),
    loan: fc.integer({ min: 0, max: 900_000 }),
    typo: fc.integer({ min: -5_000, max: 5_000 }),
    earnest: fc.integer({ min: 100, max: 50_000 }),
    optionDays: fc.integer({ min: 1, max: 30 }),
  });

  it('keeps quotes exact, the record valid, the score in range, and flags 3A + 3B ≠ 3C', () => {
    fc.assert(
      fc.property(variant, (v) => {
        const price = v.cash + v.loan + v.typo;
        fc.pre(price > 0);
        const text = resaleFinanced2026({
          cashPortion: money(v.cash * 100),
          financingAmount: money(v.loan * 100),
          salesPrice: money(price * 100),
          earnestMoney: money(v.earnest * 100),
          optionDays: String(v.optionDays),
        });
        const out = analyseContract({
          contractType: 'purchase',
          text,
          filename: null,
          today: '2026-04-15',
          market: testMarket,
        });
        for (const e of allEvidence(out)) expect(text.includes(e.quote)).toBe(true);
        asRecord(out, text);
        expect(out.riskScore).toBeGreaterThanOrEqual(0);
        expect(out.riskScore).toBeLessThanOrEqual(100);
        expect(out.riskScore).toBe(
          Math.min(
            100,
            out.riskFactors.reduce((s, f) => s + f.points, 0),
          ),
        );
        const mismatch = out.criticalIssues.some((f) => f.title === 'Sales Price does not add up');
        expect(mismatch).toBe(v.typo !== 0);
        expect(out.deadlines.find((d) => d.key === 'option-period')?.dueDate).toBe(
          addCalendarDays('2026-04-14', v.optionDays),
        );
      }),
      { numRuns: 30 },
    );
  });
});
