import { customerIntakesEndpoints, homeResearchEndpoints, type researchFrequencies } from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type ResearchFrequency = (typeof researchFrequencies)[number];
export type CreateProfileBody = { customerId: number; researchFrequency: ResearchFrequency };

/** The client picker lists up to this many of the realtor's intakes (the API's page maximum). */
export const CLIENT_PICKER_LIMIT = 500;

export const researchProfilesQuery = queryOptions({
  queryKey: [homeResearchEndpoints.list.path],
  queryFn: ({ signal }) => call(homeResearchEndpoints.list, { signal }),
});

export const portfolioSamplesQuery = (profileId: number) =>
  queryOptions({
    queryKey: [homeResearchEndpoints.list.path, profileId, 'portfolio-samples'],
    queryFn: ({ signal }) => call(homeResearchEndpoints.portfolioSamples, { params: { id: profileId }, signal }),
  });

export const realEstateApiStatusQuery = queryOptions({
  queryKey: [homeResearchEndpoints.apiStatus.path],
  queryFn: ({ signal }) => call(homeResearchEndpoints.apiStatus, { signal }),
});

/** The realtor's intakes, to pick the client a profile researches for. */
export const researchClientsQuery = queryOptions({
  queryKey: [customerIntakesEndpoints.list.path, 'research-clients'],
  queryFn: ({ signal }) => call(customerIntakesEndpoints.list, { query: { limit: CLIENT_PICKER_LIMIT }, signal }),
});

export function useCreateResearchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProfileBody) => call(homeResearchEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchProfilesQuery.queryKey }),
  });
}

/** New matches change the samples and the profile's counts: both reload. */
export function useGenerateMatches(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(homeResearchEndpoints.generateMatches, { params: { id: profileId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioSamplesQuery(profileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: researchProfilesQuery.queryKey, exact: true }),
      ]),
  });
}
