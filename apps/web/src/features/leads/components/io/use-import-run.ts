import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { importStatusQuery, useRefreshLeads } from './io-api';

/**
 * Follows one import run (polling while it runs) and reloads the leads list and stats once it has
 * succeeded. Held by the dialog's root, so closing the window mid-import still refreshes the list.
 */
export function useImportRun(importId: number | null) {
  const refresh = useRefreshLeads();
  const query = useQuery({ ...importStatusQuery(importId ?? 0), enabled: importId !== null });
  const run = importId === null ? undefined : query.data;
  const refreshedFor = useRef<number | null>(null);

  useEffect(() => {
    if (run?.status !== 'succeeded' || refreshedFor.current === run.id) return;
    refreshedFor.current = run.id;
    void refresh();
  }, [run, refresh]);

  return { run, error: importId === null ? null : query.error };
}
