/** Score bands and labels of spec realtor-tools §4, shared by the server and the web app. */

export type RiskBand = 'low' | 'moderate' | 'high';
export type HealthBand = 'excellent' | 'good' | 'moderate' | 'concerning' | 'critical';
export type HealthFilter = HealthBand | 'healthy' | 'needs-attention' | 'all';

export const DEFAULT_HISTORY_RISK = 50;

/** Analysis view: 0-30 low, 31-60 moderate, above 60 high. */
export function riskBand(score: number): RiskBand {
  if (score <= 30) return 'low';
  if (score <= 60) return 'moderate';
  return 'high';
}

/** History and Mood Ring: up to 20 excellent, 40 good, 60 moderate, 80 concerning, above critical. */
export function healthBand(riskScore: number | null | undefined): HealthBand {
  const score = riskScore ?? DEFAULT_HISTORY_RISK;
  if (score <= 20) return 'excellent';
  if (score <= 40) return 'good';
  if (score <= 60) return 'moderate';
  if (score <= 80) return 'concerning';
  return 'critical';
}

export function matchesHealthFilter(riskScore: number | null | undefined, filter: HealthFilter): boolean {
  const band = healthBand(riskScore);
  if (filter === 'all') return true;
  if (filter === 'healthy') return band === 'excellent' || band === 'good';
  if (filter === 'needs-attention') return band === 'concerning' || band === 'critical';
  return band === filter;
}

export const healthMessages: Record<HealthBand, string> = {
  excellent: 'All systems green! No critical issues detected.',
  good: 'Minor issues present but manageable.',
  moderate: 'Some attention required. Monitor closely.',
  concerning: 'Multiple issues require immediate attention.',
  critical: 'Urgent action required! Critical issues detected.',
};

export const healthBandRanges: Record<HealthBand, string> = {
  excellent: '0-20%',
  good: '21-40%',
  moderate: '41-60%',
  concerning: '61-80%',
  critical: '81-100%',
};

export const UNKNOWN_HEALTH_MESSAGE = 'Contract Health Unknown';

export type HealthSummary = { total: number; healthy: number; moderate: number; needsAttention: number };

export function summarizeHealth(riskScores: Array<number | null | undefined>): HealthSummary {
  const summary = { total: riskScores.length, healthy: 0, moderate: 0, needsAttention: 0 };
  for (const score of riskScores) {
    const band = healthBand(score);
    if (band === 'excellent' || band === 'good') summary.healthy++;
    else if (band === 'moderate') summary.moderate++;
    else summary.needsAttention++;
  }
  return summary;
}

/** Compliance colours: 80 or more green, 60 or more yellow, otherwise red. */
export function complianceTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
