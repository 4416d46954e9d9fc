import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import type { CommunicationContact, SendChannel } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useSendCommunication } from '../api';
import { fromDateTimeLocal, toDateTimeLocal } from '../dates';
import { findPlaceholders } from '../placeholders';
import { PlaceholderText } from './placeholder-text';
import { sendFailureLines, SendOutcome } from './send-outcome';
import type { Draft } from './use-drafts';

const channelLabels: Record<SendChannel, string> = { email: 'Email', sms: 'Text message (SMS)' };

type SendDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel: SendChannel;
  draft: Draft;
  contact: CommunicationContact;
};

/** Shows exactly what goes to whom and how; nothing is sent without the agent's explicit approval. */
export function SendDialog({ open, onOpenChange, channel, draft, contact }: SendDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Review and send</DialogTitle>
          <DialogDescription>
            This exact message goes to {contact.name}. Nothing is sent until you approve it.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog forgets the approval and the outcome. */}
        <SendReview channel={channel} draft={draft} contact={contact} />
      </DialogContent>
    </Dialog>
  );
}

type SendReviewProps = Omit<SendDialogProps, 'open' | 'onOpenChange'>;

function SendReview({ channel, draft, contact }: SendReviewProps) {
  const send = useSendCommunication();
  const blockersId = useId();
  const [approved, setApproved] = useState(false);
  // A follow-up's suggested time, if it is still ahead.
  const [later, setLater] = useState(() =>
    draft.sendAt && Date.parse(draft.sendAt) > Date.now() ? toDateTimeLocal(draft.sendAt) : '',
  );
  // Checked when the time is chosen (the clock is not read while rendering); the server checks again.
  const [laterPassed, setLaterPassed] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  if (send.data) return <SendOutcome response={send.data} />;

  const email = channel === 'email';
  const to = email ? contact.email : contact.phone;
  const subject = email ? draft.subject.trim() : '';
  const sendAt = fromDateTimeLocal(later);
  const placeholders = findPlaceholders(`${subject}\n${draft.content}`);
  const blockers = [
    draft.content.trim() === '' && 'Write the message first.',
    email && subject === '' && 'An email needs a subject.',
    placeholders.length > 0 && `Fill in ${placeholders.join(', ')} before sending.`,
    laterPassed && 'Choose a later time, or leave Send later empty.',
  ].filter((b): b is string => typeof b === 'string');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!approved || blockers.length > 0 || send.isPending) return;
    setFailure(null);
    const recipient = contact.kind === 'lead' ? { leadId: contact.id } : { intakeId: contact.id };
    send.mutate(
      { channel, ...recipient, subject: email ? subject : undefined, content: draft.content, approved: true, sendAt },
      { onError: (err) => setFailure(sendFailureLines(err)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Approve and send" className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">To</dt>
        <dd className="break-words text-slate-900">
          {contact.name} · {to ?? (email ? 'no email address on file' : 'no phone number on file')}
        </dd>
        <dt className="font-semibold text-slate-700">By</dt>
        <dd className="text-slate-900">{channelLabels[channel]}</dd>
        {email && (
          <>
            <dt className="font-semibold text-slate-700">Subject</dt>
            <dd className="break-words text-slate-900">{subject || '(none)'}</dd>
          </>
        )}
      </dl>
      <section aria-label="Message to send" className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-3">
        <PlaceholderText text={draft.content} />
      </section>
      {(!to || (!email && !contact.smsConsent)) && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {!to
            ? `${contact.name} has no ${email ? 'email address' : 'phone number'} on file, so this cannot be delivered.`
            : `${contact.name} has not agreed to receive text messages; texts go only to clients who have.`}
        </p>
      )}
      <TextField
        label="Send later (optional)"
        type="datetime-local"
        value={later}
        onChange={(e) => {
          const chosen = fromDateTimeLocal(e.target.value);
          setLater(e.target.value);
          setLaterPassed(chosen !== undefined && Date.parse(chosen) <= Date.now());
        }}
        description="Leave empty to send now. Texts are never sent in quiet hours; they wait for the next allowed time."
      />
      <CheckboxField
        label="I approve this message"
        checked={approved}
        onChange={(e) => setApproved(e.target.checked)}
      />
      {blockers.length > 0 && (
        <ul id={blockersId} className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {failure && (
        <div role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={!approved || blockers.length > 0 || send.isPending}
          aria-busy={send.isPending}
          aria-describedby={blockers.length > 0 ? blockersId : undefined}
        >
          {send.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
