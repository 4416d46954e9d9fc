import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GitCompare, LoaderCircle } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useCompareContracts } from '../../api';
import {
  comparisonFormSchema,
  emptySide,
  type ComparisonFormInput,
  type ComparisonFormValues,
  type SideName,
} from './comparison-form-schema';
import { ContractSidePicker } from './contract-side-picker';
import { ComparisonResult } from './comparison-result';

const sides: SideName[] = ['contractA', 'contractB'];
const issueFields = sides.flatMap((side) => [`${side}.analysisId`, `${side}.text`, `${side}.label`] as const);

/** Compare two contracts, saved or pasted, term by term (spec §2.3, built instead of the placeholder). */
export function ComparisonTab({ analyses }: { analyses: ContractAnalysis[] }) {
  const compare = useCompareContracts();
  const hasSaved = analyses.length > 0;
  const form = useForm<ComparisonFormInput, unknown, ComparisonFormValues>({
    resolver: zodResolver(comparisonFormSchema),
    defaultValues: {
      contractA: emptySide(hasSaved ? 'saved' : 'text'),
      contractB: emptySide(hasSaved ? 'saved' : 'text'),
    },
  });
  const { errors, isValid } = form.formState;

  // Until saved analyses arrive, pasting is the only choice; once they do, they become the default.
  useEffect(() => {
    if (!hasSaved) return;
    for (const side of sides) form.setValue(`${side}.mode`, 'saved', { shouldValidate: true });
  }, [hasSaved, form]);

  const onSubmit = form.handleSubmit((request) => {
    compare.mutate(request, {
      onSuccess: (result) =>
        toast({
          title: 'Comparison Complete',
          description: `${result.differences.length} differences between ${result.labelA} and ${result.labelB}.`,
        }),
      onError: (err) => {
        applyServerIssues(form.setError, err, issueFields);
        toast({
          title: 'Comparison Failed',
          description: serverMessage(err, 'Unable to compare contracts. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  const pickerProps = { analyses, control: form.control, register: form.register, errors };
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} aria-label="Compare two contracts" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <ContractSidePicker side="contractA" name="A" {...pickerProps} />
            <ContractSidePicker side="contractB" name="B" {...pickerProps} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {/* Enabled once both sides are complete, so the schema's messages never need showing. */}
            <Button type="submit" disabled={!isValid || compare.isPending} aria-busy={compare.isPending}>
              {compare.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <GitCompare aria-hidden />}
              Compare Contracts
            </Button>
            <p className="text-sm text-slate-600">
              Pick a saved analysis or paste at least 100 characters for each contract.
            </p>
          </div>
        </form>
      </Card>
      {compare.data && <ComparisonResult result={compare.data} />}
    </div>
  );
}
