import { useId, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { TREC_UPLOAD_MAX_BYTES } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

const MAX_MB = TREC_UPLOAD_MAX_BYTES / (1024 * 1024);
const ACCEPTED = /\.(txt|zip|csv|json)$/i;

/** Checked here too, so a wrong or oversized file is refused before minutes of uploading. */
function fileProblem(file: File): string | null {
  if (!ACCEPTED.test(file.name)) return 'Choose TREC’s license file: a .txt, .zip, .csv or .json file.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > TREC_UPLOAD_MAX_BYTES) {
    return `This file is ${(file.size / (1024 * 1024)).toFixed(1)} MB; the limit is ${MAX_MB} MB.`;
  }
  return null;
}

type TrecUploadProps = {
  busy: boolean;
  uploading: boolean;
  /** Sends the file; `done` clears the choice once the import has started. */
  onUpload: (file: File, done: () => void) => void;
};

/** Upload TREC's file by hand: the tab-separated file, TREC's zip, or the Open Data Portal's CSV or JSON export. */
export function TrecUpload({ busy, uploading, onUpload }: TrecUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file has been sent.
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const issue = chosen ? fileProblem(chosen) : null;
    setProblem(issue);
    setFile(issue ? null : chosen);
  }

  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">Upload a license file</h3>
      <Label htmlFor={id}>TREC license file</Label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept=".txt,.zip,.csv,.json"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={choose}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-bonnet-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-bonnet-800 hover:file:bg-bonnet-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        TREC&apos;s license-holder file as a .txt or .zip, or the Open Data Portal&apos;s CSV or JSON export, up to{' '}
        {MAX_MB} MB. The import starts as soon as the file is uploaded.
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button
        variant="outline"
        disabled={!file || busy}
        onClick={() =>
          file &&
          onUpload(file, () => {
            setFile(null);
            setInputKey((k) => k + 1);
          })
        }
      >
        <Upload aria-hidden />
        {uploading ? 'Uploading...' : 'Upload and Import'}
      </Button>
    </div>
  );
}
