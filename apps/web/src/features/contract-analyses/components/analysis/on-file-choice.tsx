import { CopyPlus, History } from 'lucide-react';
import type { ContractOnFileConflict } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';

type OnFileChoiceProps = {
  conflict: ContractOnFileConflict;
  /** Whether each choice takes an analysis from a counted monthly allowance. */
  counted: boolean;
  disabled: boolean;
  onUpdate: (id: number) => void;
  onSaveNew: () => void;
};

/** The contract is already on file: update that record (keeping its progress) or save another. */
export function OnFileChoice({ conflict, counted, disabled, onUpdate, onSaveNew }: OnFileChoiceProps) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">This contract is already on file</p>
      <p className="mt-1">{conflict.message}</p>
      <p className="mt-1 text-amber-900">
        Updating keeps its ticked action items and the earlier analysis as a version; its deadlines are replaced.
        {counted && ' Either choice uses one analysis from this month’s allowance.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={disabled} onClick={() => onUpdate(conflict.existing.id)}>
          <History aria-hidden />
          Update existing record
        </Button>
        <Button size="sm" variant="outline" disabled={disabled} onClick={onSaveNew}>
          <CopyPlus aria-hidden />
          Save as new contract
        </Button>
      </div>
    </div>
  );
}
