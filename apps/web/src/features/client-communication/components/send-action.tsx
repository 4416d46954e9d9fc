import { useId, useState } from 'react';
import { Send } from 'lucide-react';
import type { CommunicationContact, CommunicationResult } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { SendDialog } from './send-dialog';
import type { Draft } from './use-drafts';

type SendActionProps = {
  channel: CommunicationResult['channel'];
  draft: Draft;
  contact: CommunicationContact | null;
};

/** "Review and send" for an email or text to a picked lead or client; otherwise why it cannot be sent. */
export function SendAction({ channel, draft, contact }: SendActionProps) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  if (channel === 'call') {
    return <p className="self-center text-sm text-slate-600">A call script is for you to read; nothing is sent.</p>;
  }
  if (!contact) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button size="sm" disabled aria-describedby={hintId}>
          <Send aria-hidden />
          Review and send
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          Pick a lead or client to send this. You can still copy it.
        </p>
      </div>
    );
  }
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Send aria-hidden />
        Review and send
      </Button>
      <SendDialog open={open} onOpenChange={setOpen} channel={channel} draft={draft} contact={contact} />
    </>
  );
}
