import {
  DEADLINES_POLL_MS,
  paths,
  pathTo,
  type calendarFeedResponse,
  type CompareContractsRequest,
  type CompareContractsResponse,
  type ContractAnalysis,
  type ContractDeadlineItem,
  type CreateContractAnalysisRequest,
  type ExtractPdfResponse,
  type GenerateClausesRequest,
  type GenerateClausesResponse,
  type MarketInsightsResponse,
  type updateActionItemResponse,
} from '@bluebonnet/contracts';
import type { z } from 'zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserKey } from '@/lib/auth';
import { ANALYSIS_TIMEOUT_MS, CLAUSES_TIMEOUT_MS, COMPARISON_TIMEOUT_MS } from './constants';
import { getListOr401Empty } from './get-list';
import { contractHealthQuery } from './health-query';
import { normalizeAnalysis } from './normalize-analysis';

export { contractHealthQuery };

export type CalendarFeed = z.infer<typeof calendarFeedResponse>;
type UpdateActionItemResponse = z.infer<typeof updateActionItemResponse>;

export const contractAnalysesQuery = queryOptions({
  queryKey: [paths.contractAnalyses],
  queryFn: async ({ signal }) =>
    (await getListOr401Empty<ContractAnalysis>(paths.contractAnalyses, signal)).map(normalizeAnalysis),
});

/** Polled every 5 minutes while the card is open (spec §7). */
export const contractDeadlinesQuery = queryOptions({
  queryKey: [paths.contractDeadlines],
  queryFn: ({ signal }) => api.get<ContractDeadlineItem[]>(paths.contractDeadlines, { signal }),
  refetchInterval: DEADLINES_POLL_MS,
});

export const calendarFeedQuery = queryOptions({
  queryKey: [paths.contractCalendarFeed],
  queryFn: ({ signal }) => api.get<CalendarFeed>(paths.contractCalendarFeed, { signal }),
});

/** Whatever an analysis or an action item changes: the lists, the deadlines and the health rings. */
function useRefreshContracts() {
  const queryClient = useQueryClient();
  return (...extra: ReadonlyArray<readonly unknown[]>) =>
    Promise.all(
      [contractAnalysesQuery.queryKey, contractDeadlinesQuery.queryKey, contractHealthQuery.queryKey, ...extra].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAnalyzeContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: async (body: CreateContractAnalysisRequest) =>
      normalizeAnalysis(
        await api.post<ContractAnalysis>(paths.contractAnalyses, body, { timeoutMs: ANALYSIS_TIMEOUT_MS }),
      ),
    // The current user carries the Monthly Usage count.
    onSuccess: () => refresh(currentUserKey),
  });
}

export function useExtractPdfText() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('pdf', file);
      return api.post<ExtractPdfResponse>(paths.extractPdfText, form);
    },
  });
}

export type ActionItemUpdate = { contractId: number; itemId: string; completed: boolean };

export function useUpdateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, itemId, completed }: ActionItemUpdate) =>
      api.patch<UpdateActionItemResponse>(pathTo(paths.contractActionItem, { contractId, itemId }), { completed }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractDeadlinesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: contractAnalysesQuery.queryKey }),
      ]),
  });
}

export function useCompareContracts() {
  return useMutation({
    mutationFn: (body: CompareContractsRequest) =>
      api.post<CompareContractsResponse>(paths.contractComparisons, body, { timeoutMs: COMPARISON_TIMEOUT_MS }),
  });
}

export function useGenerateClauses() {
  return useMutation({
    mutationFn: (body: GenerateClausesRequest) =>
      api.post<GenerateClausesResponse>(paths.generateClauses, body, { timeoutMs: CLAUSES_TIMEOUT_MS }),
  });
}

export type MarketInsightsRequest = { area: string } | { analysisId: number };

export function useMarketInsights() {
  return useMutation({
    mutationFn: (body: MarketInsightsRequest) => api.post<MarketInsightsResponse>(paths.contractMarketInsights, body),
  });
}
