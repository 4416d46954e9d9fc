import {
  paths,
  pathTo,
  type CustomerIntake,
  type generateMatchesResponse,
  type PortfolioSample,
  type realEstateApiStatus,
  type researchFrequencies,
  type ResearchProfile,
} from '@bluebonnet/contracts';
import type { z } from 'zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResearchFrequency = (typeof researchFrequencies)[number];
export type RealEstateApiStatus = z.infer<typeof realEstateApiStatus>;
export type GenerateMatchesResponse = z.infer<typeof generateMatchesResponse>;
export type CreateProfileBody = { customerId: number; researchFrequency: ResearchFrequency };

/** The client picker lists up to this many of the realtor's intakes (the API's page maximum). */
export const CLIENT_PICKER_LIMIT = 500;

export const researchProfilesQuery = queryOptions({
  queryKey: [paths.homeResearchProfiles],
  queryFn: ({ signal }) => api.get<ResearchProfile[]>(paths.homeResearchProfiles, { signal }),
});

export const portfolioSamplesQuery = (profileId: number) =>
  queryOptions({
    queryKey: [paths.homeResearchProfiles, profileId, 'portfolio-samples'],
    queryFn: ({ signal }) => api.get<PortfolioSample[]>(pathTo(paths.portfolioSamples, { id: profileId }), { signal }),
  });

export const realEstateApiStatusQuery = queryOptions({
  queryKey: [paths.realEstateApiStatus],
  queryFn: ({ signal }) => api.get<RealEstateApiStatus>(paths.realEstateApiStatus, { signal }),
});

/** The realtor's intakes, to pick the client a profile researches for. */
export const researchClientsQuery = queryOptions({
  queryKey: [paths.customerIntakes, 'research-clients'],
  queryFn: ({ signal }) =>
    api.get<CustomerIntake[]>(`${paths.customerIntakes}?limit=${CLIENT_PICKER_LIMIT}`, { signal }),
});

export function useCreateResearchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProfileBody) => api.post<ResearchProfile>(paths.homeResearchProfiles, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchProfilesQuery.queryKey }),
  });
}

/** New matches change the samples and the profile's counts: both reload. */
export function useGenerateMatches(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GenerateMatchesResponse>(pathTo(paths.generateMatches, { id: profileId })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioSamplesQuery(profileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: researchProfilesQuery.queryKey, exact: true }),
      ]),
  });
}
