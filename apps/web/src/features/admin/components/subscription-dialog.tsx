import { useId, useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
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
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateSubscription } from '../api';
import { fullName, planLabels, statusLabels } from '../user-labels';
import { RowActionButton } from './row-action-button';

/** Set plan and status; both must be chosen (spec §5). The users list refetches afterwards. */
export function SubscriptionDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState('');
  const [status, setStatus] = useState('');
  const update = useUpdateSubscription();
  const planId = useId();
  const statusId = useId();
  const parsed = updateSubscriptionRequest.safeParse({ subscriptionPlan: plan, subscriptionStatus: status });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPlan('');
      setStatus('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    update.mutate(
      { id: user.id, ...parsed.data },
      {
        onSuccess: () => {
          toast({
            title: 'Subscription Updated',
            description: `${fullName(user)} is now on ${planLabels[parsed.data.subscriptionPlan]} (${statusLabels[parsed.data.subscriptionStatus]}).`,
          });
          onOpenChange(false);
        },
        onError: (err) => {
          toast({
            title: 'Error',
            description: serverMessage(err, 'Failed to update subscription'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={planId}>Subscription Plan</Label>
            <NativeSelect
              id={planId}
              className="mt-1.5"
              value={plan}
              onChange={(e) => setPlan(e.target.value)}
              required
            >
              <option value="" disabled>
                Select a plan
              </option>
              {subscriptionPlans.map((p) => (
                <option key={p} value={p}>
                  {planLabels[p]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor={statusId}>Subscription Status</Label>
            <NativeSelect
              id={statusId}
              className="mt-1.5"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              required
            >
              <option value="" disabled>
                Select a status
              </option>
              {subscriptionStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter className="sm:col-span-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!parsed.success || update.isPending}>
              {update.isPending ? 'Updating...' : 'Update Subscription'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
