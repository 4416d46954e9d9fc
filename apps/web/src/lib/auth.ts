import type { authEndpoints, EndpointRoute, User } from '@bluebonnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client';

/**
 * Every page asks who is signed in, the landing page too, which loads no zod: the call names its
 * endpoint by type, and the method and path below must match the definition to compile.
 */
export const currentUserEndpoint: EndpointRoute<typeof authEndpoints.currentUser> = {
  method: 'GET',
  path: '/api/auth/user',
};

export const currentUserKey = [currentUserEndpoint.path] as const;

/** An answer this fresh is not fetched again on mount: it was fetched for this very page load. */
const JUST_FETCHED_MS = 1000;

/**
 * The signed-in user, or null. Unlike every other query (spec §7) it is always stale, refetched on
 * mount and on window focus, and a 401 means "signed out" rather than an error.
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: async ({ signal }) => {
    try {
      return await call(currentUserEndpoint, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  retry: false,
  staleTime: 0,
  // Mounting right after the start-up prefetch or a login refresh would ask the same question twice.
  refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  refetchOnWindowFocus: true,
});

export type Auth = {
  user: User | null;
  /** True only until the first answer; later refetches keep the last user on screen. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
};

export function useAuth(): Auth {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}

/** Where a signed-in user lands (spec §2, §6): admins on the admin dashboard, everyone else on theirs. */
export function homePathFor(role: string | undefined): '/admin-dashboard' | '/realtor-dashboard' {
  return role === 'admin' ? '/admin-dashboard' : '/realtor-dashboard';
}
