import { useState } from 'react';
import { Upload } from 'lucide-react';
import type { ImportPreview } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { ImportFilePicker } from './import-file-picker';
import { ImportPreviewView } from './import-preview-view';
import { ImportRunView } from './import-run-view';
import { useImportPreview, useStartImport } from './io-api';
import { plural } from './labels';
import { useImportRun } from './use-import-run';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'run'; importId: number };

/** Import CSV: choose a file → preview (mapping, problems, duplicates) → import with progress → report. */
export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const preview = useImportPreview();
  const start = useStartImport();
  const { run, error: runError } = useImportRun(step.kind === 'run' ? step.importId : null);

  const reset = () => {
    setStep({ kind: 'choose' });
    preview.reset();
    start.reset();
  };
  // A running import stays on screen when the window is reopened; anything else starts over.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    const finished = run?.status === 'succeeded' || run?.status === 'failed';
    if (!next && (step.kind !== 'run' || finished)) reset();
  };

  const choose = (file: File) =>
    preview.mutate(file, { onSuccess: (result) => setStep({ kind: 'preview', file, preview: result }) });
  const startImport = (file: File) =>
    start.mutate(file, { onSuccess: (created) => setStep({ kind: 'run', importId: created.id }) });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Import Leads from CSV</DialogTitle>
          <DialogDescription>
            Bring in leads exported from Follow Up Boss, kvCORE, Zillow Premier Agent or any spreadsheet.
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'choose' && (
          <ImportFilePicker
            busy={preview.isPending}
            error={
              preview.isError ? serverMessage(preview.error, 'The file could not be read. Please try again.') : null
            }
            onFile={choose}
          />
        )}

        {step.kind === 'preview' && (
          <>
            <ImportPreviewView preview={step.preview} />
            {step.preview.validRows === 0 && (
              <p className="mt-4 text-sm text-slate-700">
                Nothing to import: every row is already in your leads or has a problem. Fix the file and choose it
                again.
              </p>
            )}
            {start.isError && (
              <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                {serverMessage(start.error, 'The import could not be started. Please try again.')}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button disabled={start.isPending || step.preview.validRows === 0} onClick={() => startImport(step.file)}>
                {start.isPending ? 'Starting…' : `Import ${plural(step.preview.validRows, 'lead')}`}
              </Button>
            </DialogFooter>
          </>
        )}

        {step.kind === 'run' && (
          <>
            {run ? <ImportRunView run={run} /> : <Spinner label="Loading the import…" />}
            {runError && (
              <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                {serverMessage(runError, 'Lost touch with the import. Close this window and check your leads list.')}
              </p>
            )}
            {run && run.status !== 'running' && (
              <DialogFooter>
                <Button variant="outline" onClick={reset}>
                  Import another file
                </Button>
                <Button onClick={() => changeOpen(false)}>Done</Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
