import { TREC_STATS_REFETCH_MS, trecLicenseEndpoints, type TrecSyncStarted } from '@bluebonnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** While an import runs, its progress is polled this often until it ends. */
export const TREC_PROGRESS_POLL_MS = 2000;

export const trecStatsQuery = queryOptions({
  queryKey: [trecLicenseEndpoints.stats.path],
  queryFn: ({ signal }) => call(trecLicenseEndpoints.stats, { signal }),
  refetchInterval: (query) => (query.state.data?.currentRun?.status === 'in_progress' ? TREC_PROGRESS_POLL_MS : false),
});

export const trecSyncRunsQuery = queryOptions({
  queryKey: [trecLicenseEndpoints.syncRuns.path],
  queryFn: ({ signal }) => call(trecLicenseEndpoints.syncRuns, { signal }),
  refetchInterval: (query) =>
    query.state.data?.runs.some((run) => run.status === 'in_progress') ? TREC_PROGRESS_POLL_MS : false,
});

/**
 * Starting an import (download or upload): the new run shows at once, and the stats and the log are
 * fetched again 2 s later (spec platform §7), whether it started or not.
 */
function useStartImport<T>(start: (input: T) => Promise<TrecSyncStarted>) {
  const queryClient = useQueryClient();
  // A progress poll due at the same moment is joined rather than cancelled.
  const refresh = () =>
    Promise.all(
      [trecStatsQuery.queryKey, trecSyncRunsQuery.queryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
      ),
    );
  return useMutation({
    mutationFn: start,
    onSuccess: ({ run }) => {
      if (run.status !== 'in_progress') return;
      queryClient.setQueryData(trecStatsQuery.queryKey, (stats) =>
        stats ? { ...stats, currentRun: run, syncStatus: run.status } : stats,
      );
      void queryClient.invalidateQueries({ queryKey: trecSyncRunsQuery.queryKey });
    },
    onSettled: () => {
      setTimeout(() => void refresh(), TREC_STATS_REFETCH_MS);
    },
  });
}

/** Force Sync: download TREC's file now. */
export function useTrecSync() {
  return useStartImport<void>(() => call(trecLicenseEndpoints.sync));
}

/** An uploaded license file, sent as the form field `file`. */
export function useTrecUpload() {
  return useStartImport<File>((file) => {
    const body = new FormData();
    body.append('file', file);
    return call(trecLicenseEndpoints.upload, { body });
  });
}
