import { useId, useState, type FormEvent } from 'react';
import { FileSearch, Info, LoaderCircle } from 'lucide-react';
import {
  contractTypes,
  type ContractAnalysis,
  type ContractType,
  type ExtractPdfResponse,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { fieldClasses, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAnalyzeContract } from '../../api';
import { contractTypeLabels } from '../../labels';
import { PdfUpload } from './pdf-upload';
import { analysisFailureMessage, validateDraft } from './validate-draft';

export type AnalysisDraft = { contractType: ContractType | ''; contractText: string; filename: string | null };

type AnalysisFormProps = {
  draft: AnalysisDraft;
  /** Merges a change into the draft (functional, so an upload finishing late cannot undo typing). */
  onDraftChange: (change: Partial<AnalysisDraft>) => void;
  onAnalyzed: (analysis: ContractAnalysis) => void;
};

const MANUAL_PASTE_TEXT =
  'This PDF has no readable text (it may be a scan). Please copy the contract text and paste it into the Contract Text box.';

/** Contract type, PDF upload, contract text and the Analyze button, with the §5 checks as toasts. */
export function AnalysisForm({ draft, onDraftChange, onAnalyzed }: AnalysisFormProps) {
  const ids = { type: useId(), text: useId() };
  const analyze = useAnalyzeContract();
  const [manualPaste, setManualPaste] = useState<string | null>(null);

  function pdfExtracted(result: ExtractPdfResponse, filename: string) {
    if (result.requiresManualPaste) {
      const message = result.message || MANUAL_PASTE_TEXT;
      setManualPaste(message);
      onDraftChange({ filename });
      toast({ title: 'PDF Uploaded - Action Required', description: message });
      return;
    }
    setManualPaste(null);
    onDraftChange({ contractText: result.text, filename });
    const pages = `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}`;
    toast({
      title: 'PDF Text Extracted',
      description: `${pages} read from ${filename}. Review the text, then analyze.`,
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateDraft(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const contractType = draft.contractType as ContractType;
    analyze.mutate(
      { contractType, contractText: draft.contractText.trim(), filename: draft.filename },
      {
        onSuccess: (analysis) => {
          toast({
            title: 'Enhanced Contract Analysis Complete',
            description: `Risk score ${analysis.riskScore}/100. Review the deadlines and evidence below.`,
          });
          onAnalyzed(analysis);
        },
        onError: (err) =>
          toast({ title: 'Analysis Failed', description: analysisFailureMessage(err), variant: 'destructive' }),
      },
    );
  }

  const length = draft.contractText.trim().length;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Analyze a contract">
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor={ids.type}>Contract Type</Label>
          <NativeSelect
            id={ids.type}
            className="mt-1.5"
            value={draft.contractType}
            onChange={(e) => onDraftChange({ contractType: e.target.value as ContractType | '' })}
          >
            <option value="">Select contract type</option>
            {contractTypes.map((type) => (
              <option key={type} value={type}>
                {contractTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <PdfUpload disabled={analyze.isPending} onExtracted={pdfExtracted} />
      </div>
      {manualPaste && (
        <div role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">PDF Uploaded - Action Required.</span> {manualPaste}
          </p>
        </div>
      )}
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={ids.text}>Contract Text</Label>
          {draft.filename && <span className="truncate text-xs text-slate-600">From {draft.filename}</span>}
        </div>
        <textarea
          id={ids.text}
          value={draft.contractText}
          onChange={(e) => {
            setManualPaste(null);
            onDraftChange({ contractText: e.target.value });
          }}
          rows={12}
          aria-describedby={`${ids.text}-count`}
          placeholder="Paste the full contract text here, or upload a PDF above."
          className={cn(fieldClasses, 'mt-1.5 py-2 font-mono text-[13px] leading-relaxed')}
        />
        <p id={`${ids.text}-count`} className="mt-1 text-xs text-slate-600">
          {length.toLocaleString('en-US')} characters (at least 100 needed)
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={analyze.isPending} aria-busy={analyze.isPending}>
          {analyze.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <FileSearch aria-hidden />}
          Analyze Contract
        </Button>
        {analyze.isPending && (
          <p role="status" className="text-sm text-slate-600">
            Analyzing the contract… this can take up to 30 seconds.
          </p>
        )}
      </div>
    </form>
  );
}
