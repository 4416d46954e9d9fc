import type { contractAnalysesEndpoints, EndpointRoute } from '@bluebonnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { emptyListOn401 } from './get-list';

/**
 * Named by type, not imported, so the Overview chunk loads no zod and no schemas (api.ts does). The
 * method and path must match the definition to compile.
 */
const contractHealthEndpoint: EndpointRoute<typeof contractAnalysesEndpoints.health> = {
  method: 'GET',
  path: '/api/contract-health',
};

/** The contract health list, shared by the Mood Ring and the Overview summary. */
export const contractHealthQuery = queryOptions({
  queryKey: [contractHealthEndpoint.path],
  queryFn: ({ signal }) => emptyListOn401(call(contractHealthEndpoint, { signal })),
});
