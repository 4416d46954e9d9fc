import {
  paths,
  pathTo,
  type ClientAnalysis,
  type createIntakeResponse,
  type CreateIntakeRequest,
  type CustomerIntake,
  type EducationPackage,
  type GeneratedLink,
  type intakeStats,
  type IntakePriority,
  type IntakeStatus,
  type SendSmsRequest,
  type sendEmailResponse,
  type sendSmsResponse,
  type SmsMessage,
  type SmsTemplateSettings,
} from '@bluebonnet/contracts';
import type { z } from 'zod';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { AI_TIMEOUT_MS, DEFAULT_RESEARCH_FREQUENCY, INTAKES_PAGE_SIZE, SUMMARY_INTAKES } from './constants';

export type IntakeStats = z.infer<typeof intakeStats>;
export type CreateIntakeResponse = z.infer<typeof createIntakeResponse>;
export type SendSmsResponse = z.infer<typeof sendSmsResponse>;
export type SendEmailResponse = z.infer<typeof sendEmailResponse>;

export type IntakeFilters = { status: IntakeStatus | 'all'; priority: IntakePriority | 'all' };

/** `/api/customer-intakes?status=new&limit=50&before=41`: filters go to the server (no 'all'). */
export function intakesUrl(filters: Partial<IntakeFilters>, limit: number, before?: number): string {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== 'all') params.set('status', filters.status);
  if (filters.priority && filters.priority !== 'all') params.set('priority', filters.priority);
  params.set('limit', String(limit));
  if (before !== undefined) params.set('before', String(before));
  return `${paths.customerIntakes}?${params}`;
}

/** Newest first, 100 a page; the next page starts before the last id shown. */
export const intakesQuery = (filters: IntakeFilters) =>
  infiniteQueryOptions({
    queryKey: [paths.customerIntakes, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<CustomerIntake[]>(intakesUrl(filters, INTAKES_PAGE_SIZE, pageParam), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < INTAKES_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });

export const latestIntakesQuery = queryOptions({
  queryKey: [paths.customerIntakes, 'latest'],
  queryFn: ({ signal }) => api.get<CustomerIntake[]>(intakesUrl({}, SUMMARY_INTAKES), { signal }),
});

export const intakeStatsQuery = queryOptions({
  queryKey: [paths.customerIntakeStats],
  queryFn: ({ signal }) => api.get<IntakeStats>(paths.customerIntakeStats, { signal }),
});

export const smsMessagesQuery = queryOptions({
  queryKey: [paths.smsMessages],
  queryFn: ({ signal }) => api.get<SmsMessage[]>(paths.smsMessages, { signal }),
});

export const smsTemplateQuery = queryOptions({
  queryKey: [paths.smsTemplate],
  queryFn: ({ signal }) => api.get<SmsTemplateSettings>(paths.smsTemplate, { signal }),
});

/** The public form: no sign-in, nothing cached. */
export function useCreateIntake() {
  return useMutation({
    mutationFn: (body: CreateIntakeRequest) => api.post<CreateIntakeResponse>(paths.customerIntakes, body),
  });
}

/** Every change to an intake reloads the lists (portal and dashboard panel) and the counters (spec §7). */
function useReloadIntakes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [paths.customerIntakes] }),
      queryClient.invalidateQueries({ queryKey: intakeStatsQuery.queryKey }),
    ]);
}

export type IntakeChange = { id: number; status?: IntakeStatus; priority?: IntakePriority };

export function useUpdateIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: ({ id, ...body }: IntakeChange) => api.put<CustomerIntake>(pathTo(paths.customerIntake, { id }), body),
    onSuccess: reload,
  });
}

export function useDeleteIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(pathTo(paths.customerIntake, { id })),
    onSuccess: reload,
  });
}

export function useAnalyzeIntake() {
  const reload = useReloadIntakes();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<ClientAnalysis>(pathTo(paths.analyzeIntake, { id }), undefined, { timeoutMs: AI_TIMEOUT_MS }),
    // The analysis shows at once; the list reloads behind it with the stored score.
    onSuccess: () => {
      void reload();
    },
  });
}

export function useEducationMaterials() {
  return useMutation({
    mutationFn: (id: number) =>
      api.post<EducationPackage>(pathTo(paths.educationMaterials, { id }), undefined, { timeoutMs: AI_TIMEOUT_MS }),
  });
}

export function useSendEducation() {
  return useMutation({
    mutationFn: (id: number) => api.post<SendEmailResponse>(pathTo(paths.sendEducationMaterials, { id }), {}),
  });
}

export function useGenerateLink() {
  return useMutation({ mutationFn: () => api.post<GeneratedLink>(paths.generateIntakeLink) });
}

export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendSmsRequest) => api.post<SendSmsResponse>(paths.sendSms, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsMessagesQuery.queryKey }),
  });
}

export function useSaveSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsTemplateSettings) => api.put<SmsTemplateSettings>(paths.smsTemplate, body),
    onSuccess: (saved) => queryClient.setQueryData(smsTemplateQuery.queryKey, saved),
  });
}

/** Start Research on an intake card: a weekly profile (spec §9). */
export function useStartResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      api.post<unknown>(paths.homeResearchProfiles, { customerId, researchFrequency: DEFAULT_RESEARCH_FREQUENCY }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [paths.homeResearchProfiles] }),
  });
}
