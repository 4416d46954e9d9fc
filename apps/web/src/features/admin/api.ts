import {
  paths,
  pathTo,
  type AdminActionResponse,
  type UpdatePasswordRequest,
  type UpdateSubscriptionRequest,
  type User,
} from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminUsersQuery = queryOptions({
  queryKey: [paths.adminUsers],
  queryFn: ({ signal }) => api.get<User[]>(paths.adminUsers, { signal }),
});

export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePasswordRequest & { id: number }) =>
      api.patch<AdminActionResponse>(pathTo(paths.adminUserPassword, { id }), body),
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
      api.patch<AdminActionResponse>(pathTo(paths.adminUserSubscription, { id }), body),
    onSuccess: refetchUsers,
  });
}

export function useDeleteUser() {
  const refetchUsers = useRefetchUsers();
  return useMutation({
    mutationFn: (id: number) => api.delete<AdminActionResponse>(pathTo(paths.adminUser, { id })),
    onSuccess: refetchUsers,
  });
}
