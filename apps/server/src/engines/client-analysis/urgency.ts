// Urgency from the timeframe, pre-approval and score: who to call first.
import type { ClientAnalysisInput, UrgencyLevel } from './types';

export const CRITICAL_SCORE = 75;
export const HIGH_SCORE = 65;
export const MEDIUM_SCORE = 55;

export function urgencyLevel(
  input: Pick<ClientAnalysisInput, 'timeframe' | 'preApprovalStatus'>,
  score: number,
): UrgencyLevel {
  const { timeframe } = input;
  const approved = input.preApprovalStatus === 'pre-approved';
  if (timeframe === 'immediately' && (approved || score >= CRITICAL_SCORE)) return 'critical';
  if (timeframe === 'immediately' || (timeframe === '1-3-months' && (approved || score >= HIGH_SCORE))) return 'high';
  if (timeframe === '1-3-months' || timeframe === '3-6-months' || score >= MEDIUM_SCORE) return 'medium';
  return 'low';
}
