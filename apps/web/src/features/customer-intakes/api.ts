import {
  customerIntakesEndpoints,
  homeResearchEndpoints,
  leadsEndpoints,
  type CreateIntakeRequest,
  type IntakePriority,
  type IntakeStatus,
  type SendSmsRequest,
  type SmsTemplateSettings,
} from '@bluebonnet/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { AI_TIMEOUT_MS, DEFAULT_RESEARCH_FREQUENCY, INTAKES_PAGE_SIZE } from './constants';
import { intakeStatsQuery } from './summary-queries';

export { intakeStatsQuery, latestIntakesQuery, type IntakeStats } from './summary-queries';

export type IntakeFilters = { status: IntakeStatus | 'all'; priority: IntakePriority | 'all' };

const intakesPath = customerIntakesEndpoints.list.path;

/** Newest first, a page at a time; the next page starts before the last id shown. Filters go to the server (no 'all'). */
export const intakesQuery = (filters: IntakeFilters) =>
  infiniteQueryOptions({
    queryKey: [intakesPath, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      call(customerIntakesEndpoints.list, {
        query: {
          status: filters.status === 'all' ? undefined : filters.status,
          priority: filters.priority === 'all' ? undefined : filters.priority,
          limit: INTAKES_PAGE_SIZE,
          before: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < INTAKES_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });

export const smsMessagesQuery = queryOptions({
  queryKey: [customerIntakesEndpoints.smsMessages.path],
  queryFn: ({ signal }) => call(customerIntakesEndpoints.smsMessages, { signal }),
});

export const smsTemplateQuery = queryOptions({
  queryKey: [customerIntakesEndpoints.smsTemplate.path],
  queryFn: ({ signal }) => call(customerIntakesEndpoints.smsTemplate, { signal }),
});

/**
 * The public form's realtor from the link's `?realtor=` id. The form shows this name, never the
 * link's `name=` text, which anyone can edit.
 */
export const publicRealtorQuery = (id: number) =>
  queryOptions({
    queryKey: [customerIntakesEndpoints.publicRealtor.path, id],
    queryFn: ({ signal }) => call(customerIntakesEndpoints.publicRealtor, { params: { id: String(id) }, signal }),
  });

/** The public form: no sign-in, nothing cached. */
export function useCreateIntake() {
  return useMutation({
    mutationFn: (body: CreateIntakeRequest) => call(customerIntakesEndpoints.create, { body }),
  });
}

/** Every change to an intake reloads the lists (portal and dashboard panel) and the counters (spec §7). */
function useReloadIntakes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [intakesPath] }),
      queryClient.invalidateQueries({ queryKey: intakeStatsQuery.queryKey }),
    ]);
}

export type IntakeChange = { id: number; status?: IntakeStatus; priority?: IntakePriority };

export function useUpdateIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: ({ id, ...body }: IntakeChange) => call(customerIntakesEndpoints.update, { params: { id }, body }),
    onSuccess: reload,
  });
}

export function useDeleteIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: (id: number) => call(customerIntakesEndpoints.remove, { params: { id } }),
    onSuccess: reload,
  });
}

export function useAnalyzeIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: (id: number) => call(customerIntakesEndpoints.analyze, { params: { id }, timeoutMs: AI_TIMEOUT_MS }),
    // The analysis shows at once; the list reloads behind it with the stored score.
    onSuccess: () => {
      void reload();
    },
  });
}

export function useEducationMaterials() {
  return useMutation({
    mutationFn: (id: number) =>
      call(customerIntakesEndpoints.educationPackage, { params: { id }, timeoutMs: AI_TIMEOUT_MS }),
  });
}

export function useSendEducation() {
  return useMutation({
    mutationFn: (id: number) => call(customerIntakesEndpoints.sendEducationPackage, { params: { id }, body: {} }),
  });
}

export function useGenerateLink() {
  return useMutation({ mutationFn: () => call(customerIntakesEndpoints.generateLink) });
}

export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendSmsRequest) => call(customerIntakesEndpoints.sendSms, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsMessagesQuery.queryKey }),
  });
}

export function useSaveSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsTemplateSettings) => call(customerIntakesEndpoints.saveSmsTemplate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(smsTemplateQuery.queryKey, saved),
  });
}

/** Start Research on an intake card: a weekly profile (spec §9). */
export function useStartResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      call(homeResearchEndpoints.create, { body: { customerId, researchFrequency: DEFAULT_RESEARCH_FREQUENCY } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [homeResearchEndpoints.list.path] }),
  });
}

/**
 * Make Lead on an intake card: the server links the lead to the intake (or answers the one already
 * linked). Every leads query sits under the list's path, so the leads panel reloads when next shown.
 */
export function useMakeLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intakeId: number) => call(leadsEndpoints.fromIntake, { body: { intakeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [leadsEndpoints.list.path] }),
  });
}
