import type { ContractAnalysis, ContractType } from '@bluebonnet/contracts';
import { matchesHealthFilter, type HealthFilter } from '@bluebonnet/domain';

export type HistoryFilters = { search: string; type: ContractType | 'all'; status: HealthFilter };

export const noHistoryFilters: HistoryFilters = { search: '', type: 'all', status: 'all' };

/** Search matches the file name, the summary, the property address and the contract type. */
function matchesSearch(analysis: ContractAnalysis, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    analysis.filename,
    analysis.aiAnalysis,
    analysis.marketComparison.propertyAddress,
    analysis.contractType,
  ].some((field) => field?.toLowerCase().includes(needle));
}

export function filterAnalyses(analyses: ContractAnalysis[], filters: HistoryFilters): ContractAnalysis[] {
  return analyses.filter(
    (a) =>
      matchesSearch(a, filters.search) &&
      (filters.type === 'all' || a.contractType === filters.type) &&
      matchesHealthFilter(a.riskScore, filters.status),
  );
}
