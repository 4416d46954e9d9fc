import type { customerIntakesEndpoints, EndpointResponse, EndpointRoute } from '@bluebonnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { SUMMARY_INTAKES } from './constants';

/*
 * The dashboard's Customer Intake panel reads these two. Its endpoints are named by type, not
 * imported, so the panel loads no zod and no schemas; the method and path must match the definition
 * to compile. api.ts re-exports both queries.
 */
const listEndpoint: EndpointRoute<typeof customerIntakesEndpoints.list> = {
  method: 'GET',
  path: '/api/customer-intakes',
};
const statsEndpoint: EndpointRoute<typeof customerIntakesEndpoints.stats> = {
  method: 'GET',
  path: '/api/customer-intakes/stats',
};

export type IntakeStats = EndpointResponse<typeof customerIntakesEndpoints.stats>;

export const latestIntakesQuery = queryOptions({
  queryKey: [listEndpoint.path, 'latest'],
  queryFn: ({ signal }) => call(listEndpoint, { query: { limit: SUMMARY_INTAKES }, signal }),
});

export const intakeStatsQuery = queryOptions({
  queryKey: [statsEndpoint.path],
  queryFn: ({ signal }) => call(statsEndpoint, { signal }),
});
