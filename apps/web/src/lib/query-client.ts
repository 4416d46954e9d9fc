import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { api } from './api-client';

/** Default read: GET the URL made of the key's segments, e.g. `['/api/admin/users', 3]` (spec §7). */
export function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const url = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
  return api.get(url, { signal });
}

/**
 * Spec §7: reads and writes never retry, nothing refetches on focus or on an interval, and data never
 * goes stale on its own. The current-user query and the stated polls override this per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
