import {
  clientCommunicationEndpoints,
  type CommunicationRequest,
  type SendCommunicationRequest,
} from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const endpoints = clientCommunicationEndpoints;

/** The realtor's leads and intakes whose name matches `search`, to prefill the form from. */
export const communicationContactsQuery = (search: string) =>
  queryOptions({
    queryKey: [endpoints.contacts.path, search],
    queryFn: ({ signal }) => call(endpoints.contacts, { query: { search: search || undefined }, signal }),
  });

/** Sent, scheduled and outbox messages, newest first. */
export const sentMessagesQuery = queryOptions({
  queryKey: [endpoints.messages.path],
  queryFn: ({ signal }) => call(endpoints.messages, { signal }),
});

export function useDraftCommunication() {
  return useMutation({
    mutationFn: (body: CommunicationRequest) => call(endpoints.draft, { body }),
  });
}

/**
 * Sends (or schedules, or keeps in the outbox) one approved message. The server logs it as a lead
 * activity, so the lead screens' queries (keyed by their `/api/leads…` paths) are reloaded too.
 */
export function useSendCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCommunicationRequest) => call(endpoints.send, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sentMessagesQuery.queryKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/leads'),
        }),
      ]),
  });
}
