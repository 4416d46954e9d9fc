import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRotateCalendarFeed } from '../../api';

/**
 * Replaces the private calendar address, after a confirmation: for a link that was shared by mistake
 * or sat on a lost phone. The confirmation says plainly that subscribed calendars stop updating.
 */
export function NewFeedAddressDialog() {
  const rotate = useRotateCalendarFeed();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          <RefreshCw aria-hidden />
          New private address
        </Button>
      }
      title="Get a New Private Address?"
      description="The current address stops working right away: calendars subscribed to it, and anyone you shared it with, stop receiving your deadlines. Subscribe again in Google Calendar or Outlook with the new address."
      confirmLabel="Create New Address"
      pendingLabel="Creating..."
      pending={rotate.isPending}
      confirmVariant="default"
      onConfirm={(close) =>
        rotate.mutate(undefined, {
          onSuccess: () => {
            toast({
              title: 'New Calendar Address',
              description: 'The old address no longer works. Subscribe again with the new one.',
            });
            close();
          },
          onError: (err) =>
            toast({
              title: 'Error',
              description: serverMessage(err, 'Failed to create a new calendar address. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
