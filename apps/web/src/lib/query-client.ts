import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: reads and writes never retry, nothing refetches on focus or on an interval, and data never
 * goes stale on its own. The current-user query and the stated polls override this per query.
 *
 * There is no default query function: every query names its endpoint with `call(endpoint, …)`, so its
 * URL is built from the endpoint's path and params and its answer is typed by the endpoint.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
