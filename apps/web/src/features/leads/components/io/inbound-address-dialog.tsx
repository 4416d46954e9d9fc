import { useId } from 'react';
import { Inbox } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { CopyButton } from '@/components/ui/copy-button';
import { inboundAddressQuery } from './io-api';
import { ReplaceAddressDialog } from './replace-address-dialog';

/** The fields a sender may post (see `inboundLeadRequest`), with values a Texas agent would recognise. */
const EXAMPLE = JSON.stringify(
  {
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
    phone: '(214) 555-0142',
    source: 'website',
    budget: 450000,
    timeline: '1_3_months',
    preferredAreas: 'Frisco, Plano',
    message: 'Can I see 123 Elm St this weekend?',
    smsConsent: true,
  },
  null,
  2,
);

function AddressBody() {
  const id = useId();
  const address = useQuery(inboundAddressQuery);
  if (address.isPending) return <Spinner label="Loading your inbound address…" />;
  if (address.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {serverMessage(address.error, 'Your inbound address is not available right now. Please try again.')}
      </p>
    );
  }
  const created = formatDate(address.data.createdAt);
  return (
    <div className="space-y-5">
      <div>
        <Label htmlFor={id}>Inbound lead address</Label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={id}
            readOnly
            value={address.data.url}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
          <CopyButton text={address.data.url} label="Copy inbound address" copiedText="Copied">
            Copy
          </CopyButton>
        </div>
        <p className="mt-1 text-xs text-slate-600">
          Keep it private: anyone with this address can add leads to your list.{created && ` Created ${created}.`}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Paste this address into your website form, Zapier or lead vendor; they post leads as JSON and each one is added
        to your leads, no typing needed. Send an email and a name (firstName and lastName, or name); the other fields
        are optional. A lead already in your list (same email or phone) is not added twice: the inquiry is logged on it
        instead.
      </p>
      <figure aria-labelledby={`${id}-example`} className="space-y-2">
        <figcaption id={`${id}-example`} className="text-sm font-medium text-slate-900">
          Example lead (POST, Content-Type: application/json)
        </figcaption>
        {/* Focusable so a keyboard user can scroll it sideways on a phone. */}
        <pre tabIndex={0} className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
          {EXAMPLE}
        </pre>
      </figure>
      <ReplaceAddressDialog />
    </div>
  );
}

/** The secret address a website form, Zapier or a lead vendor posts new leads to. */
export function InboundAddressDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Inbox aria-hidden />
          Inbound address
        </Button>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Inbound Lead Address</DialogTitle>
          <DialogDescription>Leads from your website and lead vendors, straight into your list.</DialogDescription>
        </DialogHeader>
        <AddressBody />
      </DialogContent>
    </Dialog>
  );
}
