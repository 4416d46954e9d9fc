// The client-analysis engine: an intake → conversion score, urgency, market match against the reference
// data, profile, insights and actions. The LLM task that may reword its prose is providers/ai/tasks/client-analysis.
export { analyseClient, clientAnalysisSources, CLIENT_SCORING_SOURCE } from './analyse-client';
export {
  BUDGET_POINTS,
  COMPLETENESS_POINTS,
  conversionScore,
  GOAL_POINTS,
  PRE_APPROVAL_POINTS,
  SITUATION_POINTS,
  SOURCE_POINTS,
  TIMEFRAME_POINTS,
  type ConversionScore,
} from './conversion-score';
export { clientAnalysisInputFrom, intakeCompleteness } from './intake-input';
export { marketMatchFor, type MarketMatchResult } from './market-match';
export { urgencyLevel } from './urgency';
export type { ClientAnalysisInput, ClientAnalysisOutput, MarketMatch, RecommendedAction, UrgencyLevel } from './types';
