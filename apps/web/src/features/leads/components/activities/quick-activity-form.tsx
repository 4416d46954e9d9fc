import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  activityOutcomeLabels,
  activityOutcomes,
  activityTypeLabels,
  activityTypes,
  createActivityRequest,
  type Lead,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useAddActivity } from '../../api';
import { fullName } from '../../labels';

// The type starts unchosen (''), which the request's own enum refuses.
const activityFormSchema = createActivityRequest.extend({
  type: z.string().pipe(createActivityRequest.shape.type),
});
type ActivityFormInput = z.input<typeof activityFormSchema>;
type ActivityFormValues = z.output<typeof activityFormSchema>;
const emptyActivity: ActivityFormInput = { type: '', description: '', outcome: '' };

/** Quick Activity (spec §2.2, §5): type and description required, the button disabled without them. */
export function QuickActivityForm({ lead }: { lead: Lead }) {
  const add = useAddActivity(lead.id);
  const form = useForm<ActivityFormInput, unknown, ActivityFormValues>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: emptyActivity,
  });
  const [type, description] = useWatch({ control: form.control, name: ['type', 'description'] });
  const { errors } = form.formState;
  const ready = type !== '' && description.trim() !== '';

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (activity) => {
        toast({
          title: 'Activity Added',
          description: `${activityTypeLabels[activity.type]} logged for ${fullName(lead)}.`,
        });
        form.reset(emptyActivity);
      },
      onError: (err) => {
        applyServerIssues(form.setError, err, ['type', 'description', 'outcome']);
        toast({
          title: 'Activity Not Saved',
          description: serverMessage(err, 'Unable to log the activity. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <section aria-labelledby={`quick-activity-${lead.id}`}>
      <h4 id={`quick-activity-${lead.id}`} className="font-semibold text-slate-900">
        Quick Activity
      </h4>
      <form onSubmit={onSubmit} noValidate aria-label="Log an activity" className="mt-2 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Activity Type"
            placeholder="Select type"
            placeholderDisabled
            options={optionsOf(activityTypes, activityTypeLabels)}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <SelectField
            label="Outcome (optional)"
            placeholder="Not recorded"
            options={optionsOf(activityOutcomes, activityOutcomeLabels)}
            error={errors.outcome?.message}
            {...form.register('outcome')}
          />
        </div>
        <TextareaField
          label="Description"
          rows={2}
          placeholder="Called about the Frisco listings; wants a showing Saturday."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Button type="submit" disabled={!ready || add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Activity'}
        </Button>
      </form>
    </section>
  );
}
