import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FileSearch, Info, LoaderCircle } from 'lucide-react';
import {
  contractTypes,
  type ContractAnalysis,
  type ContractOnFileConflict,
  type ExtractPdfResponse,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { FieldDescription, FieldError, FieldLabel, useFieldControl } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { applyServerIssues, serverIssueMessage } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useAnalyzeContract } from '../../api';
import { analysisTitle, contractTypeLabels } from '../../labels';
import { useAnalysisAllowance } from './analysis-allowance';
import { analysisFailureMessage, invalidDraftToast, onFileConflictOf } from './analysis-toasts';
import { OnFileChoice } from './on-file-choice';
import { PdfUpload } from './pdf-upload';
import type { AnalysisFormApi, AnalysisFormValues } from './use-analysis-form';

/** After a 409: analyse into the record on file, or save a new contract anyway. */
type OnFileMode = { mode: 'update'; updateId: number } | { mode: 'new' };

type AnalysisFormProps = { form: AnalysisFormApi; onAnalyzed: (analysis: ContractAnalysis) => void };

const MANUAL_PASTE_TEXT =
  'This PDF has no readable text (it may be a scan). Please copy the contract text and paste it into the Contract Text box.';

/**
 * Contract type, PDF upload, contract text and the Analyze button, with the plan limit beside it. The
 * §5 checks are toasts; only a server's field issues show beside the fields. A contract already on
 * file gets the choice to update its record or save a new one.
 */
export function AnalysisForm({ form, onAnalyzed }: AnalysisFormProps) {
  const analyze = useAnalyzeContract();
  const allowance = useAnalysisAllowance();
  const allowanceId = useId();
  const [manualPaste, setManualPaste] = useState<string | null>(null);
  const [onFile, setOnFile] = useState<ContractOnFileConflict | null>(null);
  const [contractText, filename] = useWatch({ control: form.control, name: ['contractText', 'filename'] });
  const { errors } = useFormState({ control: form.control });
  const textError = serverIssueMessage(errors.contractText);
  const text = useFieldControl({ description: true, error: textError });

  function pdfExtracted(result: ExtractPdfResponse, name: string) {
    form.setValue('filename', name);
    setOnFile(null);
    if (result.requiresManualPaste) {
      const message = result.message || MANUAL_PASTE_TEXT;
      setManualPaste(message);
      toast({ title: 'PDF Uploaded - Action Required', description: message });
      return;
    }
    setManualPaste(null);
    form.setValue('contractText', result.text);
    const pages = `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}`;
    toast({
      title: 'PDF Text Extracted',
      description: `${pages} read from ${name}. Review the text, then analyze.`,
    });
  }

  function send(values: AnalysisFormValues, choice?: OnFileMode) {
    setOnFile(null);
    analyze.mutate(choice ? { ...values, ...choice } : values, {
      onSuccess: (analysis) => {
        toast(
          choice?.mode === 'update'
            ? {
                title: 'Contract Record Updated',
                description: `${analysisTitle(analysis)} is now version ${analysis.version ?? 2}. Ticked action items stay ticked.`,
              }
            : {
                title: 'Enhanced Contract Analysis Complete',
                description: `Risk score ${analysis.riskScore}/100. Review the deadlines and evidence below.`,
              },
        );
        onAnalyzed(analysis);
      },
      onError: (err) => {
        const conflict = onFileConflictOf(err);
        if (conflict) return setOnFile(conflict);
        applyServerIssues(form.setError, err, ['contractType', 'contractText']);
        toast({ title: 'Analysis Failed', description: analysisFailureMessage(err), variant: 'destructive' });
      },
    });
  }

  const submitAs = (choice?: OnFileMode) =>
    form.handleSubmit(
      (values) => send(values, choice),
      (invalid) => toast({ ...invalidDraftToast(invalid, form.getValues('contractText')), variant: 'destructive' }),
    );
  const blocked = analyze.isPending || allowance.usedUp;

  const length = contractText.trim().length;
  return (
    <form onSubmit={submitAs()} noValidate className="space-y-5" aria-label="Analyze a contract">
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label="Contract Type"
          placeholder="Select contract type"
          options={optionsOf(contractTypes, contractTypeLabels)}
          error={serverIssueMessage(errors.contractType)}
          {...form.register('contractType', { onChange: () => setOnFile(null) })}
        />
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
          <FieldLabel htmlFor={text.controlProps.id}>Contract Text</FieldLabel>
          {filename && <span className="truncate text-xs text-slate-600">From {filename}</span>}
        </div>
        <Textarea
          rows={12}
          placeholder="Paste the full contract text here, or upload a PDF above."
          className="mt-1.5 font-mono text-[13px] leading-relaxed"
          {...text.controlProps}
          {...form.register('contractText', {
            // The choice was about the text as it was; changed text is analysed afresh.
            onChange: () => {
              setManualPaste(null);
              setOnFile(null);
            },
          })}
        />
        <FieldDescription id={text.descriptionId}>
          {length.toLocaleString('en-US')} characters (at least 100 needed)
        </FieldDescription>
        <FieldError id={text.errorId}>{textError}</FieldError>
      </div>
      {onFile && (
        <OnFileChoice
          conflict={onFile}
          counted={allowance.limited}
          disabled={blocked}
          onUpdate={(updateId) => void submitAs({ mode: 'update', updateId })()}
          onSaveNew={() => void submitAs({ mode: 'new' })()}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={blocked}
          aria-busy={analyze.isPending}
          aria-describedby={allowance.text && !analyze.isPending ? allowanceId : undefined}
        >
          {analyze.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <FileSearch aria-hidden />}
          Analyze Contract
        </Button>
        {allowance.text && !analyze.isPending && (
          <p
            id={allowanceId}
            className={allowance.usedUp ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-600'}
          >
            {allowance.text}
          </p>
        )}
        {analyze.isPending && (
          <p role="status" className="text-sm text-slate-600">
            Analyzing the contract… this can take up to 30 seconds.
          </p>
        )}
      </div>
    </form>
  );
}
