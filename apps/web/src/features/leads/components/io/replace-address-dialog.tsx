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
import { useRotateInboundAddress } from './io-api';

/**
 * Replaces the secret inbound address after a confirmation: for an address that leaked or a vendor
 * the agent stopped working with. The confirmation says plainly that the old address stops working.
 */
export function ReplaceAddressDialog() {
  const [open, setOpen] = useState(false);
  const rotate = useRotateInboundAddress();

  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Inbound Address Replaced',
          description: 'The old address no longer works. Give the new one to your website, Zapier and lead vendors.',
        });
        setOpen(false);
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to replace the inbound address. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <RefreshCw aria-hidden />
          Replace address
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Replace the Inbound Address?</AlertDialogTitle>
        <AlertDialogDescription>
          The current address stops working right away: website forms, Zapier zaps and lead vendors that post to it will
          have their leads refused until you give them the new address.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={rotate.isPending} onClick={confirm}>
            {rotate.isPending ? 'Creating…' : 'Create New Address'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
