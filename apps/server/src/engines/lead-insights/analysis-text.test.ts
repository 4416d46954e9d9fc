import { describe, expect, it } from 'vitest';
import { computeLeadInsights } from './compute-lead-insights';
import { aLead, anActivity, inputFor } from './test-fixtures';

const sentences = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z0-9])/);

describe('the offline summary', () => {
  it('says a lead without activity rests on the record alone, quoting only the record', () => {
    const { aiAnalysis, earlyStage } = computeLeadInsights(
      inputFor(aLead({ status: 'new', timeline: '3_6_months', preApproval: 'cash_buyer', budget: 380_000 })),
    );
    expect(earlyStage).toBe(true);
    expect(aiAnalysis).toContain(
      'No activity logged yet, so this reading rests on the lead record alone: timeline 3–6 months, a cash buyer, budget $380,000.',
    );
    expect(aiAnalysis).not.toMatch(/\d+ activit|response/);
  });

  it('reads the log, the strongest and weakest signals and the next step in two to four sentences', () => {
    const { aiAnalysis, engagementScore, conversionProbability } = computeLeadInsights(
      inputFor(aLead({ preApproval: 'not_yet' }), [
        anActivity(3, 'property_showing', 'positive'),
        anActivity(6, 'call', 'no_response'),
      ]),
    );
    expect(aiAnalysis).toBe(
      `Maria Lopez reads as moderately engaged (engagement ${engagementScore}/100), with a conversion probability of ${conversionProbability} % (interested buyer). ` +
        '2 activities logged; last contact 3 days ago; 1 of 2 contacts with an outcome got a response. ' +
        'Strongest signal: budget vs. market (15 of 15 points); weakest: pre-approval (4 of 20 points). ' +
        'Next step: Schedule the next showing with Maria (due May 21, 2026).',
    );
  });

  it('keeps to two to four sentences for converted and lost leads', () => {
    for (const status of ['converted', 'lost'] as const) {
      const { aiAnalysis } = computeLeadInsights(inputFor(aLead({ status }), [anActivity(30)]));
      const n = sentences(aiAnalysis).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(aiAnalysis).toMatch(new RegExp(`^Maria Lopez is marked ${status}`));
    }
  });
});
