// The LLM may only reword prose: a malicious or careless answer cannot change a date, an amount or
// a score, and a rewrite that brings in a figure of its own is ignored.
import { describe, expect, it } from 'vitest';
import { contractAnalysisTask } from './contract-analysis-task';
import { contractAnalysisProse, currentProse } from './prose';
import { FIXTURES, testMarket } from '../../../../test/contract-analysis-fixtures';

const input = {
  contractType: 'purchase' as const,
  text: FIXTURES.financed.text,
  filename: null,
  today: FIXTURES.financed.today,
  market: testMarket,
};
const facts = contractAnalysisTask.offline(input);
const prose = contractAnalysisTask.prose!;

describe('contract analysis prose', () => {
  it('asks for JSON of the prose schema, with the computed facts and the rules', () => {
    const [system, user] = prose.prompt(input, facts);
    expect(system?.content).toMatch(/Do not add, remove or change any number, dollar amount, percentage, date/);
    expect(system?.content).toContain('TREC Rule §537.11');
    const body = JSON.parse(user?.content ?? '{}');
    expect(body.facts.keyDates).toEqual(facts.keyDates);
    expect(body.prose).toEqual(currentProse(facts));
    expect(contractAnalysisProse.safeParse(body.prose).success).toBe(true);
    expect(user?.content).not.toContain('dotloop verified'); // facts only, never the raw contract text
  });

  it('changes no date, amount or score, whatever the answer carries', () => {
    const malicious = {
      ...currentProse(facts),
      aiAnalysis: 'Closing is June 30, 2026 and the price is $399,000: a great deal.',
      riskScore: 0,
      keyDates: { 'Effective Date': '2030-01-01' },
      deadlines: [],
      financialAnalysis: { totalInvestment: 1, monthlyPayment: 1, riskExposure: 1 },
      suggestions: [
        {
          index: 0,
          suggestion: 'Calendar the deadlines; the next is on April 30, 2026.',
          implementation: 'Do it.',
          benefit: 'Saves $9,999.',
        },
      ],
      negotiationTips: [
        { index: 0, strategy: 'Hold firm', tactic: 'Say nothing.', rationale: 'Because.', language: '"No."' },
      ],
    };
    const parsed = prose.schema.parse(malicious);
    const merged = prose.merge(facts, parsed);
    const { aiAnalysis: _a, suggestions: _s, negotiationTips: _n, ...numbersAndDates } = merged;
    const { aiAnalysis: _fa, suggestions: _fs, negotiationTips: _fn, ...original } = facts;
    expect(numbersAndDates).toEqual(original);
    expect(merged.aiAnalysis).toBe(facts.aiAnalysis); // brought its own date and price: rejected
    // Each field on its own: the ones bringing a new date or amount are rejected, the plain one is taken.
    expect(merged.suggestions[0]).toEqual({ ...facts.suggestions[0], implementation: 'Do it.' });
    expect(merged.negotiationTips[0]).toMatchObject({ strategy: 'Hold firm', tactic: 'Say nothing.' }); // no figures: accepted
    expect(merged.negotiationTips[0]?.timing).toBe(facts.negotiationTips[0]?.timing); // not a prose field
  });

  it('takes a rewrite that keeps the same figures, and ignores unknown indexes', () => {
    const rewritten = facts.aiAnalysis.replace('Next deadline:', 'Coming up first:');
    const merged = prose.merge(facts, {
      aiAnalysis: rewritten,
      suggestions: [{ index: 99, suggestion: 'x', implementation: 'y', benefit: 'z' }],
      negotiationTips: [],
    });
    expect(merged.aiAnalysis).toBe(rewritten);
    expect(merged.suggestions).toEqual(facts.suggestions);
  });
});
