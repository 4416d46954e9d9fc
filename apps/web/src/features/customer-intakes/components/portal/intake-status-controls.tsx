import { useId } from 'react';
import {
  intakePriorities,
  intakeStatuses,
  type CustomerIntake,
  type IntakePriority,
  type IntakeStatus,
} from '@bluebonnet/contracts';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateIntake, type IntakeChange } from '../../api';
import { fullName, priorityLabels, statusLabels } from '../../labels';

/** Status and priority selectors: any value at any time (spec §4); PUT, then the list reloads. */
export function IntakeStatusControls({ intake }: { intake: CustomerIntake }) {
  const ids = { status: useId(), priority: useId() };
  const update = useUpdateIntake();
  const name = fullName(intake);
  // While the PUT and the reload run, show the chosen value rather than the old one.
  const pending = update.isPending ? update.variables : undefined;

  const change = (body: Omit<IntakeChange, 'id'>) => {
    update.mutate(
      { id: intake.id, ...body },
      {
        onSuccess: () => {
          const what = body.status
            ? statusLabels[body.status]
            : `${priorityLabels[body.priority ?? 'medium']} priority`;
          toast({ title: 'Intake Updated', description: `${name} is now ${what}.` });
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update the intake. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <Label htmlFor={ids.status} className="text-xs">
          Status<span className="sr-only"> for {name}</span>
        </Label>
        <NativeSelect
          id={ids.status}
          className="mt-1 h-9"
          value={pending?.status ?? intake.status}
          disabled={update.isPending}
          onChange={(e) => change({ status: e.target.value as IntakeStatus })}
        >
          {intakeStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={ids.priority} className="text-xs">
          Priority<span className="sr-only"> for {name}</span>
        </Label>
        <NativeSelect
          id={ids.priority}
          className="mt-1 h-9"
          value={pending?.priority ?? intake.priority}
          disabled={update.isPending}
          onChange={(e) => change({ priority: e.target.value as IntakePriority })}
        >
          {intakePriorities.map((priority) => (
            <option key={priority} value={priority}>
              {priorityLabels[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
