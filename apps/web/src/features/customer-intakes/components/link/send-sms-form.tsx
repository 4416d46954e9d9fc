import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, MessageSquare } from 'lucide-react';
import { SMS_PLACEHOLDER_NAME, type GeneratedLink } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSendSms } from '../../api';

/** Fills [NAME] with the client's name, or a friendly 'there' when none was typed. */
export function personalize(message: string, clientName: string): string {
  return message.split(SMS_PLACEHOLDER_NAME).join(clientName.trim() || 'there');
}

/**
 * Texts the generated link. Send SMS stays disabled while the phone is blank (spec §5). When SMS is not
 * configured the server keeps the message in the outbox and says so; that message is shown as it is.
 */
export function SendSmsForm({ link }: { link: GeneratedLink | null }) {
  const ids = { message: useId(), name: useId(), phone: useId() };
  const [message, setMessage] = useState(link?.smsTemplate ?? '');
  const [clientName, setClientName] = useState('');
  const [phone, setPhone] = useState('');
  const [outboxNote, setOutboxNote] = useState<string | null>(null);
  const send = useSendSms();
  const hasName = message.includes(SMS_PLACEHOLDER_NAME);
  const blank = phone.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!link || blank || send.isPending) return;
    setOutboxNote(null);
    send.mutate(
      { phone: phone.trim(), message: personalize(message, clientName) },
      {
        onSuccess: (res) => {
          if (res.status === 'outbox') {
            setOutboxNote(res.message);
            return;
          }
          toast({ title: 'SMS Sent', description: 'Customer intake form link sent to client' });
          setPhone('');
          setClientName('');
        },
        onError: (err) =>
          toast({
            title: 'SMS Failed',
            description: serverMessage(err, 'Failed to send SMS to client'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Send the form link by SMS" className="space-y-4">
      <div>
        <Label htmlFor={ids.message}>SMS Message</Label>
        <textarea
          id={ids.message}
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          className={cn(fieldClasses, 'mt-1.5 py-2')}
        />
      </div>
      {hasName && (
        <div>
          <Label htmlFor={ids.name}>Client Name</Label>
          <Input
            id={ids.name}
            className="mt-1.5"
            value={clientName}
            onChange={(e) => setClientName(e.target.value)}
            aria-describedby={`${ids.name}-hint`}
          />
          <p id={`${ids.name}-hint`} className="mt-1 text-xs text-slate-600">
            Replaces [NAME] in the message.
          </p>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={ids.phone}>Client Phone Number</Label>
          <Input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            className="mt-1.5"
            placeholder="214-555-0142"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={blank || !link || send.isPending} aria-busy={send.isPending}>
          {send.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <MessageSquare aria-hidden />}
          Send SMS
        </Button>
      </div>
      <div role="status" className="text-sm empty:hidden">
        {outboxNote && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{outboxNote}</p>}
      </div>
    </form>
  );
}
