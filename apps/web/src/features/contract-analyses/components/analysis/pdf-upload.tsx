import { useId, useState, type ChangeEvent } from 'react';
import type { ExtractPdfResponse } from '@bluebonnet/contracts';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useExtractPdfText } from '../../api';

type PdfUploadProps = {
  disabled?: boolean;
  onExtracted: (result: ExtractPdfResponse, filename: string) => void;
};

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** Upload a PDF; the server extracts its text (spec §7). PDFs only. */
export function PdfUpload({ disabled, onExtracted }: PdfUploadProps) {
  const id = useId();
  const extract = useExtractPdfText();
  const [rejected, setRejected] = useState(false);

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = ''; // so picking the same file again uploads again
    if (!file) return;
    setRejected(!isPdf(file));
    if (!isPdf(file)) return;
    extract.mutate(file, {
      onSuccess: (result) => onExtracted(result, file.name),
      onError: () =>
        toast({
          title: 'PDF Upload Failed',
          description: 'Failed to extract text from PDF. Please try again or copy/paste the text manually.',
          variant: 'destructive',
        }),
    });
  }

  return (
    <div>
      <Label htmlFor={id}>Upload PDF</Label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled || extract.isPending}
        aria-describedby={`${id}-hint`}
        onChange={upload}
        className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-bonnet-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-bonnet-800 hover:file:bg-bonnet-100 disabled:opacity-60"
      />
      <p
        id={`${id}-hint`}
        className={rejected ? 'mt-1 text-sm font-medium text-red-700' : 'mt-1 text-xs text-slate-600'}
      >
        {rejected ? 'Only PDF files can be uploaded.' : 'PDF files only. The text is extracted so you can review it.'}
      </p>
      {extract.isPending && <Spinner label="Extracting text from PDF…" className="mt-2 justify-start" />}
    </div>
  );
}
