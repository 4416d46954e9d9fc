import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CreditCard } from 'lucide-react';
import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses, updateSubscriptionRequest, type User } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useUpdateSubscription } from '../api';
import { fullName, planLabels, statusLabels } from '../user-labels';
import { RowActionButton } from './row-action-button';

// Both start unchosen (''), which the request's own enums refuse.
const { subscriptionPlan, subscriptionStatus } = updateSubscriptionRequest.shape;
const subscriptionFormSchema = updateSubscriptionRequest.extend({
  subscriptionPlan: z.string().pipe(subscriptionPlan),
  subscriptionStatus: z.string().pipe(subscriptionStatus),
});
type SubscriptionFormInput = z.input<typeof subscriptionFormSchema>;
type SubscriptionFormValues = z.output<typeof subscriptionFormSchema>;

/** Set plan and status; both must be chosen (spec §5). The users list refetches afterwards. */
export function SubscriptionDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // Out here, so the result is still told when the dialog was closed while saving.
  const update = useUpdateSubscription();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <RowActionButton label={`Subscription for ${fullName(user)}`}>
          <CreditCard aria-hidden />
        </RowActionButton>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Subscription</DialogTitle>
          <DialogDescription>
            {fullName(user)} is on the {planLabels[user.subscriptionPlan]} plan with status{' '}
            {statusLabels[user.subscriptionStatus]}. Choose the new plan and status.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog forgets the choices. */}
        <SubscriptionForm user={user} update={update} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type SubscriptionFormProps = { user: User; update: ReturnType<typeof useUpdateSubscription>; onDone: () => void };

function SubscriptionForm({ user, update, onDone }: SubscriptionFormProps) {
  const form = useForm<SubscriptionFormInput, unknown, SubscriptionFormValues>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: { subscriptionPlan: '', subscriptionStatus: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { id: user.id, ...values },
      {
        onSuccess: () => {
          toast({
            title: 'Subscription Updated',
            description: `${fullName(user)} is now on ${planLabels[values.subscriptionPlan]} (${statusLabels[values.subscriptionStatus]}).`,
          });
          onDone();
        },
        onError: (err) => {
          applyServerIssues(form.setError, err, ['subscriptionPlan', 'subscriptionStatus']);
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update subscription'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Subscription Plan"
        placeholder="Select a plan"
        placeholderDisabled
        options={optionsOf(subscriptionPlans, planLabels)}
        aria-required
        error={errors.subscriptionPlan?.message}
        {...form.register('subscriptionPlan')}
      />
      <SelectField
        label="Subscription Status"
        placeholder="Select a status"
        placeholderDisabled
        options={optionsOf(subscriptionStatuses, statusLabels)}
        aria-required
        error={errors.subscriptionStatus?.message}
        {...form.register('subscriptionStatus')}
      />
      <DialogFooter className="sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!isValid || update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Subscription'}
        </Button>
      </DialogFooter>
    </form>
  );
}
