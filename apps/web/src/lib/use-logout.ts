import type { authEndpoints, EndpointRoute } from '@bluebonnet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call, serverMessage } from './api-client';
import { currentUserKey } from './auth';
import { toast } from './toast';

/** Named by type so the dashboard headers load no zod (see `currentUserEndpoint`). */
const logoutEndpoint: EndpointRoute<typeof authEndpoints.logout> = { method: 'POST', path: '/api/logout' };

/** POST /api/logout, then leave for `/` and forget every cached answer (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(logoutEndpoint),
    onSuccess: async () => {
      // Leave the guarded page first: clearing the user while still on it would bounce to /login.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
      queryClient.setQueryData(currentUserKey, null);
      toast({ title: 'Logged Out', description: 'You have been signed out.' });
    },
    onError: (err) => {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to log out'), variant: 'destructive' });
    },
  });
}
