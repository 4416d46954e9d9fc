import {
  leadsEndpoints,
  type CreateLeadRequest,
  type CreateActivityRequest,
  type Lead,
  type LeadListFilter,
  type UpdateLeadRequest,
} from '@bluebonnet/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { AI_TIMEOUT_MS, LEADS_PAGE_SIZE } from './constants';

/** What the list asks the server for; '' search means none. */
export type LeadListParams = { filter: LeadListFilter; search: string };

const root = leadsEndpoints.list.path;

/**
 * Every leads query sits under `['/api/leads', …]`, so invalidating `leadsKeys.all` reloads them all
 * (e.g. after an import). Detail, activities and insights are siblings, not prefixes of each other, so
 * each can be refreshed alone.
 */
export const leadsKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (params: LeadListParams) => [root, 'list', params] as const,
  stats: [root, 'stats'] as const,
  followUps: [root, 'follow-ups'] as const,
  lead: (id: number) => [root, 'detail', id] as const,
  activities: (id: number) => [root, 'activities', id] as const,
  insights: (id: number) => [root, 'insights', id] as const,
};

/** Newest first, a page at a time; the next page starts before the last id shown. 'all' is the server's default. */
export const leadsQuery = (params: LeadListParams) =>
  infiniteQueryOptions({
    queryKey: leadsKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      call(leadsEndpoints.list, {
        query: {
          filter: params.filter === 'all' ? undefined : params.filter,
          search: params.search || undefined,
          limit: LEADS_PAGE_SIZE,
          before: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < LEADS_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });

export const leadStatsQuery = queryOptions({
  queryKey: leadsKeys.stats,
  queryFn: ({ signal }) => call(leadsEndpoints.stats, { signal }),
});

export const followUpsQuery = queryOptions({
  queryKey: leadsKeys.followUps,
  queryFn: ({ signal }) => call(leadsEndpoints.followUps, { signal }),
});

export const leadQuery = (id: number) =>
  queryOptions({
    queryKey: leadsKeys.lead(id),
    queryFn: ({ signal }) => call(leadsEndpoints.get, { params: { id }, signal }),
  });

export const activitiesQuery = (id: number) =>
  queryOptions({
    queryKey: leadsKeys.activities(id),
    queryFn: ({ signal }) => call(leadsEndpoints.activities, { params: { id }, signal }),
  });

/** Spec §7: run when a lead is selected. */
export const insightsQuery = (id: number) =>
  queryOptions({
    queryKey: leadsKeys.insights(id),
    queryFn: ({ signal }) => call(leadsEndpoints.insights, { params: { id }, signal }),
  });

/** The list, the stat cards and the follow-ups strip: what any change to a lead can move. */
function refreshOverview(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leadsKeys.lists }),
    queryClient.invalidateQueries({ queryKey: leadsKeys.stats }),
    queryClient.invalidateQueries({ queryKey: leadsKeys.followUps }),
  ]);
}

/** Add New Lead: the list and stats refresh (spec §7); the caller shows the toast and selects the lead. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeadRequest) => call(leadsEndpoints.create, { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(leadsKeys.lead(created.id), created);
      void refreshOverview(queryClient);
    },
  });
}

export type LeadChange = UpdateLeadRequest & { id: number };

/** A partial update (status, follow-up date): the lead, list, stats and insights refresh (scores move with status). */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LeadChange) => call(leadsEndpoints.update, { params: { id }, body }),
    onSuccess: (updated: Lead) => {
      queryClient.setQueryData(leadsKeys.lead(updated.id), updated);
      void refreshOverview(queryClient);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.insights(updated.id) });
    },
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(leadsEndpoints.remove, { params: { id } }),
    // The detail closes on success; its cached reads are left alone (ids are never reused).
    onSuccess: () => refreshOverview(queryClient),
  });
}

/** Logging an activity recomputes the insights and the last contact, so those refresh with the activities. */
export function useAddActivity(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityRequest) => call(leadsEndpoints.addActivity, { params: { id: leadId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKeys.activities(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.insights(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.lead(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.lists }),
      ]),
  });
}

/** Spec §7: afterwards leads and insights are refreshed; the answer is the new insights. */
export function useRunAiAnalysis(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(leadsEndpoints.aiAnalysis, { params: { id: leadId }, timeoutMs: AI_TIMEOUT_MS }),
    onSuccess: (insights) => {
      queryClient.setQueryData(leadsKeys.insights(leadId), insights);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKeys.lead(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadsKeys.lists }),
      ]);
    },
  });
}
