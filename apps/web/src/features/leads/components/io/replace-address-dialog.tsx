import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRotateInboundAddress } from './io-api';

/**
 * Replaces the secret inbound address after a confirmation: for an address that leaked or a vendor
 * the agent stopped working with. The confirmation says plainly that the old address stops working.
 */
export function ReplaceAddressDialog() {
  const rotate = useRotateInboundAddress();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          <RefreshCw aria-hidden />
          Replace address
        </Button>
      }
      title="Replace the Inbound Address?"
      description="The current address stops working right away: website forms, Zapier zaps and lead vendors that post to it will have their leads refused until you give them the new address."
      confirmLabel="Create New Address"
      pendingLabel="Creating…"
      pending={rotate.isPending}
      onConfirm={(close) =>
        rotate.mutate(undefined, {
          onSuccess: () => {
            toast({
              title: 'Inbound Address Replaced',
              description:
                'The old address no longer works. Give the new one to your website, Zapier and lead vendors.',
            });
            close();
          },
          onError: (err) =>
            toast({
              title: 'Error',
              description: serverMessage(err, 'Failed to replace the inbound address. Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
