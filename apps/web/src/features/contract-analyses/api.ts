import {
  contractAnalysesEndpoints,
  DEADLINES_POLL_MS,
  type CompareContractsRequest,
  type ContractAnalysis,
  type CreateContractAnalysisRequest,
  type GenerateClausesRequest,
  type UpdateContractTermsRequest,
} from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { currentUserKey } from '@/lib/auth';
import { ANALYSIS_TIMEOUT_MS, CLAUSES_TIMEOUT_MS, COMPARISON_TIMEOUT_MS } from './constants';
import { emptyListOn401 } from './get-list';
import { contractHealthQuery } from './health-query';
import { normalizeAnalysis } from './normalize-analysis';

export { contractHealthQuery };

export const contractAnalysesQuery = queryOptions({
  queryKey: [contractAnalysesEndpoints.list.path],
  queryFn: async ({ signal }) =>
    (await emptyListOn401(call(contractAnalysesEndpoints.list, { signal }))).map(normalizeAnalysis),
});

/** Polled every 5 minutes while the card is open (spec §7). */
export const contractDeadlinesQuery = queryOptions({
  queryKey: [contractAnalysesEndpoints.deadlines.path],
  queryFn: ({ signal }) => call(contractAnalysesEndpoints.deadlines, { signal }),
  refetchInterval: DEADLINES_POLL_MS,
});

export const calendarFeedQuery = queryOptions({
  queryKey: [contractAnalysesEndpoints.calendarFeed.path],
  queryFn: ({ signal }) => call(contractAnalysesEndpoints.calendarFeed, { signal }),
});

/** A new private feed address; the card shows it at once (the old one no longer works anywhere). */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(contractAnalysesEndpoints.rotateCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery.queryKey, feed),
  });
}

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
      normalizeAnalysis(await call(contractAnalysesEndpoints.create, { body, timeoutMs: ANALYSIS_TIMEOUT_MS })),
    // The current user carries the Monthly Usage count.
    onSuccess: () => refresh(currentUserKey),
  });
}

export function useExtractPdfText() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('pdf', file);
      return call(contractAnalysesEndpoints.extractPdfText, { body });
    },
  });
}

export type ActionItemUpdate = { contractId: number; itemId: string; completed: boolean };

export function useUpdateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, itemId, completed }: ActionItemUpdate) =>
      call(contractAnalysesEndpoints.updateActionItem, { params: { contractId, itemId }, body: { completed } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractDeadlinesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: contractAnalysesQuery.queryKey }),
      ]),
  });
}

/** Terms entered on a saved analysis; the answer is the analysis with its deadlines recomputed. */
export function useUpdateContractTerms() {
  const queryClient = useQueryClient();
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateContractTermsRequest }) =>
      normalizeAnalysis(await call(contractAnalysesEndpoints.updateTerms, { params: { id }, body })),
    onSuccess: (updated) => {
      // The open analysis reads the list's copy: swap it in at once, then refetch everything it touches.
      queryClient.setQueryData(contractAnalysesQuery.queryKey, (list: ContractAnalysis[] | undefined) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      return refresh();
    },
  });
}

export function useCompareContracts() {
  return useMutation({
    mutationFn: (body: CompareContractsRequest) =>
      call(contractAnalysesEndpoints.compare, { body, timeoutMs: COMPARISON_TIMEOUT_MS }),
  });
}

export function useGenerateClauses() {
  return useMutation({
    mutationFn: (body: GenerateClausesRequest) =>
      call(contractAnalysesEndpoints.generateClauses, { body, timeoutMs: CLAUSES_TIMEOUT_MS }),
  });
}

export type MarketInsightsRequest = { area: string } | { analysisId: number };

export function useMarketInsights() {
  return useMutation({
    mutationFn: (body: MarketInsightsRequest) => call(contractAnalysesEndpoints.marketInsights, { body }),
  });
}
