import { useCallback } from 'react';
import { endpointUrl, leadsEndpoints, type EndpointQuery } from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { leadsKeys } from '../../api';
import { IMPORT_POLL_MS } from './constants';

export type ExportQuery = EndpointQuery<typeof leadsEndpoints.exportCsv>;

/** The leads queries an import changes: every page of every list, and the stat cards. */
const changedByImport = [leadsKeys.lists, leadsKeys.stats] as const;

function csvForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

export function useImportPreview() {
  return useMutation({ mutationFn: (file: File) => call(leadsEndpoints.importPreview, { body: csvForm(file) }) });
}

/** Polled while the run is running; stops by itself once it has succeeded or failed. */
export const importStatusQuery = (importId: number) =>
  queryOptions({
    queryKey: [...leadsKeys.all, 'import', importId],
    queryFn: ({ signal }) => call(leadsEndpoints.importStatus, { params: { importId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(leadsEndpoints.startImport, { body: csvForm(file) }),
    // The progress bar starts from the answer instead of waiting for the first poll.
    onSuccess: (run) => queryClient.setQueryData(importStatusQuery(run.id).queryKey, run),
  });
}

/** Marks the leads list and the stat cards stale, so they reload with the imported leads. */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all(changedByImport.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}

export const inboundAddressQuery = queryOptions({
  queryKey: [...leadsKeys.all, 'inbound-address'],
  queryFn: ({ signal }) => call(leadsEndpoints.inboundAddress, { signal }),
});

/** A new secret address; the dialog shows it at once (the old one no longer works anywhere). */
export function useRotateInboundAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(leadsEndpoints.rotateInboundAddress),
    onSuccess: (address) => queryClient.setQueryData(inboundAddressQuery.queryKey, address),
  });
}

/**
 * The export's URL for a plain download link: a same-origin GET carries the session cookie, and the
 * browser streams the file to disk under the server's Content-Disposition name.
 */
export function exportCsvUrl({ filter, search }: ExportQuery): string {
  // 'all' is the server's default; left out as the list leaves it out.
  const query = { filter: filter === 'all' ? undefined : filter, search: search?.trim() || undefined };
  return endpointUrl(leadsEndpoints.exportCsv, undefined, query);
}
