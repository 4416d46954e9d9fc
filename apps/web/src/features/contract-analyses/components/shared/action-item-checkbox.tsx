import { useId } from 'react';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateActionItem } from '../../api';

type ActionItemCheckboxProps = {
  contractId: number;
  itemId: string;
  title: string;
  completed: boolean;
  /** Visible text beside the box; the accessible name is "Mark … complete" either way. */
  showLabel?: boolean;
};

/** Marks an action item done (or not done); deadlines and analyses refresh afterwards (spec §4, §7). */
export function ActionItemCheckbox({ contractId, itemId, title, completed, showLabel }: ActionItemCheckboxProps) {
  const id = useId();
  const update = useUpdateActionItem();
  function toggle(next: boolean) {
    update.mutate(
      { contractId, itemId, completed: next },
      {
        onSuccess: () =>
          toast({ title: 'Action Item Updated', description: next ? `Done: ${title}` : `Reopened: ${title}` }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update action item'),
            variant: 'destructive',
          }),
      },
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 cursor-pointer rounded border-slate-400 accent-bonnet-700 disabled:cursor-wait"
        // Show the click at once; the refreshed lists then drop or keep the item.
        checked={update.isPending ? update.variables.completed : completed}
        disabled={update.isPending}
        aria-label={`Mark "${title}" complete`}
        onChange={(e) => toggle(e.target.checked)}
      />
      {showLabel && (
        <label htmlFor={id} className="text-sm text-slate-700">
          Done
        </label>
      )}
    </span>
  );
}
