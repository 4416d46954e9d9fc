import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRotateCalendarFeed } from '../../api';

/**
 * Replaces the private calendar address, after a confirmation: for a link that was shared by mistake
 * or sat on a lost phone. The confirmation says plainly that subscribed calendars stop updating.
 */
export function NewFeedAddressDialog() {
  const [open, setOpen] = useState(false);
  const rotate = useRotateCalendarFeed();

  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'New Calendar Address',
          description: 'The old address no longer works. Subscribe again with the new one.',
        });
        setOpen(false);
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to create a new calendar address. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <RefreshCw aria-hidden />
          New private address
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Get a New Private Address?</AlertDialogTitle>
        <AlertDialogDescription>
          The current address stops working right away: calendars subscribed to it, and anyone you shared it with, stop
          receiving your deadlines. Subscribe again in Google Calendar or Outlook with the new address.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button disabled={rotate.isPending} onClick={confirm}>
            {rotate.isPending ? 'Creating...' : 'Create New Address'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
