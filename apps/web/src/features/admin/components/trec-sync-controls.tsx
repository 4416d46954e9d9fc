import { useId } from 'react';
import { RefreshCw } from 'lucide-react';
import type { TrecStats, TrecSyncStarted } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTrecSync, useTrecUpload } from '../trec-api';
import { SYNC_FAILED_FALLBACK, UPLOAD_FAILED_FALLBACK } from '../trec-labels';
import { TrecUpload } from './trec-upload';

/** The answer to a start: started, or the server's reason it did not (a run already going, no file). */
function tell(started: TrecSyncStarted, titles: { ok: string; failed: string }, fallback: string) {
  if (started.success) toast({ title: titles.ok, description: started.message });
  else toast({ title: titles.failed, description: started.message || fallback, variant: 'destructive' });
}

const syncTitles = { ok: 'TREC Sync Started', failed: 'Sync Failed' };
const uploadTitles = { ok: 'TREC Import Started', failed: 'Upload Failed' };

/** Force Sync (when a download address is set) and the upload of a license file. */
export function TrecSyncControls({ stats }: { stats: TrecStats }) {
  const reasonId = useId();
  const sync = useTrecSync();
  const upload = useTrecUpload();
  const running = stats.currentRun?.status === 'in_progress';
  const downloadsOff = stats.downloadUrl === null;
  const busy = running || sync.isPending || upload.isPending;

  function forceSync() {
    sync.mutate(undefined, {
      onSuccess: (started) => tell(started, syncTitles, SYNC_FAILED_FALLBACK),
      onError: (err) =>
        toast({ title: 'Sync Failed', description: serverMessage(err, SYNC_FAILED_FALLBACK), variant: 'destructive' }),
    });
  }

  function sendFile(file: File, done: () => void) {
    upload.mutate(file, {
      onSuccess: (started) => {
        tell(started, uploadTitles, UPLOAD_FAILED_FALLBACK);
        if (started.success) done();
      },
      onError: (err) =>
        toast({
          title: 'Upload Failed',
          description: serverMessage(err, UPLOAD_FAILED_FALLBACK),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 p-4 lg:grid-cols-2">
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">Download from TREC</h3>
        <p id={reasonId} className="text-sm text-slate-600">
          {downloadsOff
            ? 'Downloads are off: no download address is set for TREC’s file, so Force Sync is unavailable. Upload the file instead.'
            : 'The data is downloaded from TREC every 24 hours. Force Sync downloads it now.'}
        </p>
        {!downloadsOff && <p className="text-xs break-all text-slate-500">From {stats.downloadUrl}</p>}
        <Button onClick={forceSync} disabled={downloadsOff || busy} aria-describedby={reasonId}>
          <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} />
          {sync.isPending ? 'Starting...' : 'Force Sync'}
        </Button>
        {running && <p className="text-xs text-slate-600">An import is running; wait for it to finish.</p>}
      </div>
      <TrecUpload busy={busy} uploading={upload.isPending} onUpload={sendFile} />
    </div>
  );
}
