// The conversion score: the sum of seven named factors, each from a fixed table, 0–100. The tables are
// the whole rule: a realtor can see exactly why a lead scored what it did (output.factors).
import {
  intakeBudgetLabels,
  intakeGoalLabels,
  intakeSourceLabels,
  optionLabel,
  intakePreApprovalLabels,
  intakeSituationLabels,
  intakeTimeframeLabels,
} from '@bluebonnet/contracts';
import type {
  ClientAnalysisInput,
  CurrentSituation,
  HearAboutUs,
  PreApprovalStatus,
  RealEstateGoal,
  ScoreFactor,
  Timeframe,
} from './types';

export const TIMEFRAME_POINTS: Record<Timeframe, number> = {
  immediately: 25,
  '1-3-months': 20,
  '3-6-months': 12,
  '6-12-months': 6,
  exploring: 2,
};

export const PRE_APPROVAL_POINTS: Record<PreApprovalStatus, number> = {
  'pre-approved': 20,
  'need-help': 10, // engaged: asking for a lender is a step toward buying
  unknown: 4,
  'not-ready': 0,
};

/** Selling-and-buying is two transactions; investors compare agents and numbers longest. */
export const GOAL_POINTS: Record<RealEstateGoal, number> = { both: 12, buying: 10, selling: 10, investing: 7 };

/** A move someone must make (relocation) converts best; first-time buyers need the most time. */
export const SITUATION_POINTS: Record<CurrentSituation, number> = {
  relocating: 10,
  upgrading: 8,
  downsizing: 7,
  investing: 6,
  'first-time-buyer': 6,
};

/** Referrals and past clients arrive trusting the agent; a sign means they already drive the area. */
export const SOURCE_POINTS: Record<HearAboutUs, number> = {
  referral: 15,
  'past-client': 15,
  sign: 8,
  google: 6,
  'social-media': 4,
  other: 3,
};

/** A stated budget range. */
export const BUDGET_POINTS = 8;
/** For a fully answered form; scaled by the share answered. */
export const COMPLETENESS_POINTS = 10;

export type ConversionScore = { score: number; factors: ScoreFactor[] };

export function conversionScore(input: ClientAnalysisInput): ConversionScore {
  const share = Math.max(0, Math.min(1, input.completeness));
  // Each factor names the client's answer in the words of the intake form, never its stored value.
  const answer = (labels: Record<string, string>, value: string | null) => optionLabel(labels, value) ?? 'not given';
  const factors: ScoreFactor[] = [
    {
      factor: `Timeframe: ${answer(intakeTimeframeLabels, input.timeframe)}`,
      points: input.timeframe ? TIMEFRAME_POINTS[input.timeframe] : 0,
    },
    {
      factor: `Pre-approval: ${answer(intakePreApprovalLabels, input.preApprovalStatus)}`,
      points: PRE_APPROVAL_POINTS[input.preApprovalStatus],
    },
    { factor: `Goal: ${answer(intakeGoalLabels, input.goal)}`, points: GOAL_POINTS[input.goal] },
    {
      factor: `Situation: ${answer(intakeSituationLabels, input.currentSituation)}`,
      points: input.currentSituation ? SITUATION_POINTS[input.currentSituation] : 0,
    },
    {
      factor: `Budget: ${answer(intakeBudgetLabels, input.budgetRange)}`,
      points: input.budgetRange ? BUDGET_POINTS : 0,
    },
    {
      factor: `Source: ${answer(intakeSourceLabels, input.hearAboutUs)}`,
      points: input.hearAboutUs ? SOURCE_POINTS[input.hearAboutUs] : 0,
    },
    { factor: `Form completeness: ${Math.round(share * 100)} %`, points: Math.round(share * COMPLETENESS_POINTS) },
  ];
  const total = factors.reduce((s, f) => s + f.points, 0);
  return { score: Math.max(0, Math.min(100, total)), factors };
}
