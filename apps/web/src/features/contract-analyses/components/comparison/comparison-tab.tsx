import { useState, type FormEvent } from 'react';
import { GitCompare, LoaderCircle } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCompareContracts } from '../../api';
import { emptySide, sideRequest, type ContractSide } from './contract-side';
import { ContractSidePicker } from './contract-side-picker';
import { ComparisonResult } from './comparison-result';

/** Compare two contracts, saved or pasted, term by term (spec §2.3, built instead of the placeholder). */
export function ComparisonTab({ analyses }: { analyses: ContractAnalysis[] }) {
  const compare = useCompareContracts();
  const [a, setA] = useState<ContractSide>(emptySide);
  const [b, setB] = useState<ContractSide>(emptySide);
  const defaultMode = analyses.length > 0 ? 'saved' : 'text';
  const modeA = a.mode ?? defaultMode;
  const modeB = b.mode ?? defaultMode;
  const contractA = sideRequest(a, modeA);
  const contractB = sideRequest(b, modeB);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!contractA || !contractB) return;
    compare.mutate(
      { contractA, contractB },
      {
        onSuccess: (result) =>
          toast({
            title: 'Comparison Complete',
            description: `${result.differences.length} differences between ${result.labelA} and ${result.labelB}.`,
          }),
        onError: (err) =>
          toast({
            title: 'Comparison Failed',
            description: serverMessage(err, 'Unable to compare contracts. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} aria-label="Compare two contracts" className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <ContractSidePicker
              name="A"
              side={a}
              mode={modeA}
              analyses={analyses}
              onChange={(c) => setA((s) => ({ ...s, ...c }))}
            />
            <ContractSidePicker
              name="B"
              side={b}
              mode={modeB}
              analyses={analyses}
              onChange={(c) => setB((s) => ({ ...s, ...c }))}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              disabled={!contractA || !contractB || compare.isPending}
              aria-busy={compare.isPending}
            >
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
