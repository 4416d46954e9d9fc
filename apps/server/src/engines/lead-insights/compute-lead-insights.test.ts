import { leadInsights } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { computeLeadInsights, LEAD_SCORING_SOURCE } from './index';
import { aLead, anActivity, inputFor, NOW, TODAY } from './test-fixtures';

describe('lead insights', () => {
  it('fills the stored insights contract', () => {
    const { sources, ...reading } = computeLeadInsights(inputFor(aLead(), [anActivity(2, 'email', 'positive')]));
    const stored = {
      ...reading,
      leadId: 7,
      computedAt: NOW.toISOString(),
      meta: { engine: 'offline', generatedAt: NOW.toISOString(), sources },
    };
    expect(() => leadInsights.parse(stored)).not.toThrow();
  });

  it('cites the scoring rules, and the market table with its date only when it compared the budget', () => {
    expect(computeLeadInsights(inputFor(aLead())).sources).toEqual([
      LEAD_SCORING_SOURCE,
      { name: 'Test ZIP table', kind: 'demo', asOf: '2026-03-31' },
    ]);
    expect(computeLeadInsights(inputFor(aLead({ budget: null }))).sources).toEqual([LEAD_SCORING_SOURCE]);
  });

  it('reads a Frisco lead against the bundled Zillow values', () => {
    const result = computeLeadInsights({
      lead: aLead({ preferredAreas: 'Frisco', budget: 550_000 }),
      activities: [anActivity(1, 'call', 'positive')],
      now: NOW,
      today: TODAY,
      referenceData: bundledReferenceData(),
    });
    expect(result.sources.map((s) => s.name)).toEqual(['Bluebonnet lead-scoring rules v1', 'Zillow ZHVI (ZIP)']);
    expect(result.conversionFactors[2]!.detail).toMatch(/Zillow ZHVI as of/);
  });

  it('does not depend on the order the activities arrive in', () => {
    const log = [
      anActivity(5, 'call', 'no_response'),
      anActivity(1, 'email', 'no_response'),
      anActivity(9, 'meeting', 'positive'),
    ];
    expect(computeLeadInsights(inputFor(aLead(), [...log].reverse()))).toEqual(
      computeLeadInsights(inputFor(aLead(), log)),
    );
  });
});
