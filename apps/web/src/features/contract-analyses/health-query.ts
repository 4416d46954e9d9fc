import { paths, type ContractHealthRecord } from '@bluebonnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getListOr401Empty } from './get-list';

/**
 * The contract health list, shared by the Mood Ring and the Overview summary. Kept apart from api.ts
 * so the Overview chunk imports only `paths` from the contracts package, not zod and the schemas.
 */
export const contractHealthQuery = queryOptions({
  queryKey: [paths.contractHealth],
  queryFn: ({ signal }) => getListOr401Empty<ContractHealthRecord>(paths.contractHealth, signal),
});
