// Properties over any lead and any log: ranges, named factors, monotonicity and determinism.
import { conversionLabel, engagementLabel, type LeadActivity } from '@bluebonnet/contracts';
import { isCivilDate } from '@bluebonnet/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLeadInsights } from './compute-lead-insights';
import { anyActivities, anyActivity, anyLead, daysBefore, inputFor, TODAY } from './test-fixtures';

const read = (lead: Parameters<typeof inputFor>[0], log: LeadActivity[]) => computeLeadInsights(inputFor(lead, log));
const isScore = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
/** A stored code such as 1_3_months or no_response leaking into text. */
const CODE = /\b[a-z0-9]+_[a-z0-9_]+\b/;
const positive = anyActivity.map((a) => ({ ...a, id: 2_000_000, outcome: 'positive' as const }));

describe('lead insights over any lead and log', () => {
  it('gives integer scores in 0–100 with the spec labels, and factors that add up to them', () => {
    fc.assert(
      fc.property(anyLead, anyActivities, (lead, log) => {
        const r = read(lead, log);
        expect(isScore(r.engagementScore) && isScore(r.conversionProbability)).toBe(true);
        expect(r.engagementLabel).toBe(engagementLabel(r.engagementScore));
        expect(r.conversionLabel).toBe(conversionLabel(r.conversionProbability));
        for (const [score, factors] of [
          [r.engagementScore, r.engagementFactors],
          [r.conversionProbability, r.conversionFactors],
        ] as const) {
          expect(factors.reduce((s, f) => s + f.points, 0)).toBe(score);
          for (const f of factors) {
            expect(f.name.trim()).not.toBe('');
            expect(f.detail.trim()).not.toBe('');
            expect(f.points).toBeLessThanOrEqual(f.weight);
            expect(f.detail).not.toMatch(CODE);
          }
        }
      }),
    );
  });

  it('marks a lead without activity early stage, and its reading says so', () => {
    fc.assert(
      fc.property(anyLead, anyActivities, (lead, log) => {
        const r = read(lead, log);
        expect(r.earlyStage).toBe(log.length === 0);
        if (r.earlyStage) {
          expect(r.aiAnalysis).toContain('No activity logged yet');
          expect(r.engagementFactors.slice(1).every((f) => f.points === 0)).toBe(true);
        }
      }),
    );
  });

  it('dates every action, in plain English, from today or the planned follow-up', () => {
    fc.assert(
      fc.property(anyLead, anyActivities, (lead, log) => {
        const r = read(lead, log);
        expect(r.recommendedActions.length).toBeLessThanOrEqual(5);
        for (const a of r.recommendedActions) {
          expect(isCivilDate(a.dueDate)).toBe(true);
          expect(a.dueDate >= TODAY || a.dueDate === lead.nextFollowUpDate).toBe(true);
          expect(a.action.trim() && a.reason.trim()).toBeTruthy();
          expect(`${a.action} ${a.reason}`).not.toMatch(CODE);
        }
        expect(r.aiAnalysis).not.toMatch(CODE);
        const sentences = r.aiAnalysis.split(/(?<=\.)\s+(?=[A-Z0-9])/).length;
        expect(sentences >= 2 && sentences <= 4).toBe(true);
      }),
    );
  });

  it('never lowers engagement (or conversion) for a more recent last contact', () => {
    fc.assert(
      fc.property(
        anyLead,
        anyActivities,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (lead, log, a, b) => {
          const [recent, older] = [Math.min(a, b), Math.max(a, b)];
          const later = read({ ...lead, lastContactAt: daysBefore(recent) }, log);
          const earlier = read({ ...lead, lastContactAt: daysBefore(older) }, log);
          expect(later.engagementScore).toBeGreaterThanOrEqual(earlier.engagementScore);
          expect(later.conversionProbability).toBeGreaterThanOrEqual(earlier.conversionProbability);
        },
      ),
    );
  });

  it('never lowers engagement or conversion for another positive outcome', () => {
    fc.assert(
      fc.property(anyLead, anyActivities, positive, (lead, log, good) => {
        const before = read(lead, log);
        const after = read(lead, [...log, good]);
        expect(after.engagementScore).toBeGreaterThanOrEqual(before.engagementScore);
        expect(after.conversionProbability).toBeGreaterThanOrEqual(before.conversionProbability);
      }),
    );
  });

  it('gives the same reading for the same input, in any order of the log', () => {
    const uniqueLog = fc.uniqueArray(anyActivity, { selector: (a) => a.id, maxLength: 15 });
    fc.assert(
      fc.property(anyLead, uniqueLog, (lead, log) => {
        const first = read(lead, log);
        expect(read(structuredClone(lead), structuredClone(log))).toEqual(first);
        expect(read(lead, [...log].reverse())).toEqual(first);
      }),
    );
  });
});
