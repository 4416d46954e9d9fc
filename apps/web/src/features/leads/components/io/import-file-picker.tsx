import { useId, useState, type ChangeEvent } from 'react';
import { LEAD_IMPORT_MAX_BYTES } from '@bluebonnet/contracts';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

const MAX_MB = LEAD_IMPORT_MAX_BYTES / (1024 * 1024);

/** Checked here too, so a wrong or oversized file is refused before minutes of uploading. */
function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
    return 'Choose a .csv file. Most CRMs can export your leads as CSV.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > LEAD_IMPORT_MAX_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return `This file is ${mb} MB; the limit is ${MAX_MB} MB. Split it into smaller files.`;
  }
  return null;
}

type ImportFilePickerProps = {
  busy: boolean;
  /** The server's reason the last file could not be read. */
  error: string | null;
  onFile: (file: File) => void;
};

/** The CSV chooser: a file is previewed as soon as it is chosen. */
export function ImportFilePicker({ busy, error, onFile }: ImportFilePickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = ''; // so choosing the same file again, after fixing it, previews again
    if (!file) return;
    const issue = fileProblem(file);
    setProblem(issue);
    if (!issue) onFile(file);
  }

  return (
    <div>
      <Label htmlFor={id}>CSV file</Label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={choose}
        className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-bonnet-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-bonnet-800 hover:file:bg-bonnet-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        A CSV with a header row, up to {MAX_MB} MB. Exports from Follow Up Boss, kvCORE and Zillow Premier Agent are
        recognised; other files are matched by their column names. Nothing is saved until you confirm.
      </p>
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {busy && <Spinner label="Reading the file…" className="mt-3 justify-start" />}
    </div>
  );
}
