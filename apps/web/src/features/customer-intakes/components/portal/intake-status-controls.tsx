import {
  intakePriorities,
  intakeStatuses,
  type CustomerIntake,
  type IntakePriority,
  type IntakeStatus,
} from '@bluebonnet/contracts';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateIntake, type IntakeChange } from '../../api';
import { fullName, priorityLabels, statusLabels } from '../../labels';

/** Status and priority selectors: any value at any time (spec §4); PUT, then the list reloads. */
export function IntakeStatusControls({ intake }: { intake: CustomerIntake }) {
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

  // Not a form: each choice is saved at once, so the selects are controlled by the intake itself.
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={
          <>
            Status<span className="sr-only"> for {name}</span>
          </>
        }
        labelClassName="text-xs"
        controlClassName="mt-1 h-9"
        options={optionsOf(intakeStatuses, statusLabels)}
        value={pending?.status ?? intake.status}
        disabled={update.isPending}
        onChange={(e) => change({ status: e.target.value as IntakeStatus })}
      />
      <SelectField
        label={
          <>
            Priority<span className="sr-only"> for {name}</span>
          </>
        }
        labelClassName="text-xs"
        controlClassName="mt-1 h-9"
        options={optionsOf(intakePriorities, priorityLabels)}
        value={pending?.priority ?? intake.priority}
        disabled={update.isPending}
        onChange={(e) => change({ priority: e.target.value as IntakePriority })}
      />
    </div>
  );
}
