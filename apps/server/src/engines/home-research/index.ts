// The home-research engine: an intake → search criteria, the criteria and market analyses, and a score for
// each listing. Pure: the reference data comes in as the first argument.
export {
  budgetFit,
  resolveAreas,
  rowSources,
  trustedSales,
  valueSpread,
  zipLabel,
  type AreaLabel,
  type BudgetFit,
  type ResolvedAreas,
} from './area-market';
export { budgetBounds, budgetPosition, type BudgetBounds, type BudgetRange } from './budget';
export { criteriaAnalysis } from './criteria-analysis';
export { investmentView, type InvestmentView } from './investment';
export { marketAnalysis, marketPace } from './market-analysis';
export { median } from './median';
export { minBedroomsIn, needLabel, needsIn, type NeedKey } from './needs';
export { nextResearchDate, type ResearchFrequency } from './schedule';
export { mainDistrictFor } from './schools';
export {
  clientPriority,
  HIGH_PRIORITY_SCORE,
  MUST_SEE_SCORE,
  scoreMatch,
  type ClientPriority,
  type MatchResult,
} from './score-match';
export { searchCriteriaFor, type ResearchIntake, type SearchCriteria } from './search-criteria';
export { researchSources } from './sources';
