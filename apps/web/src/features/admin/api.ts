import { adminEndpoints, type UpdatePasswordRequest, type UpdateSubscriptionRequest } from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const adminUsersQuery = queryOptions({
  queryKey: [adminEndpoints.listUsers.path],
  queryFn: ({ signal }) => call(adminEndpoints.listUsers, { signal }),
});

export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePasswordRequest & { id: number }) =>
      call(adminEndpoints.setPassword, { params: { id }, body }),
  });
}

/** Changing a plan or deleting a user refetches the list (spec §7). */
function useRefetchUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
}

export function useUpdateSubscription() {
  const refetchUsers = useRefetchUsers();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSubscriptionRequest & { id: number }) =>
      call(adminEndpoints.setSubscription, { params: { id }, body }),
    onSuccess: refetchUsers,
  });
}

export function useDeleteUser() {
  const refetchUsers = useRefetchUsers();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.deleteUser, { params: { id } }),
    onSuccess: refetchUsers,
  });
}
