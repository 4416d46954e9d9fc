import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LoaderCircle, MessageSquare } from 'lucide-react';
import {
  fillSmsTemplate,
  SMS_PLACEHOLDER_NAME,
  sendSmsRequest,
  smsPlaceholdersIn,
  unfilledPlaceholderMessage,
  type GeneratedLink,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useSendSms } from '../../api';

// The message is a template until it is sent; the server checks the personalised text.
const sendSmsFormSchema = sendSmsRequest.pick({ phone: true }).extend({ message: z.string(), clientName: z.string() });
type SendSmsFormInput = z.input<typeof sendSmsFormSchema>;
type SendSmsFormValues = z.output<typeof sendSmsFormSchema>;

/**
 * Texts the generated link. Send SMS stays disabled while the phone is blank (spec §5). When SMS is not
 * configured the server keeps the message in the outbox and says so; that message is shown as it is.
 */
export function SendSmsForm({ link }: { link: GeneratedLink | null }) {
  const [outboxNote, setOutboxNote] = useState<string | null>(null);
  const send = useSendSms();
  const form = useForm<SendSmsFormInput, unknown, SendSmsFormValues>({
    resolver: zodResolver(sendSmsFormSchema),
    defaultValues: { message: link?.smsTemplate ?? '', clientName: '', phone: '' },
  });
  const { errors } = form.formState;
  const { user } = useAuth();
  const [message, phone, clientName] = useWatch({ control: form.control, name: ['message', 'phone', 'clientName'] });
  // The message as the client will get it: [NAME] is the client's name typed here, [REALTOR] the realtor's
  // and [LINK] the form link (put back if the agent typed them again). A blank name leaves [NAME] in.
  const fills = {
    client: clientName,
    realtor: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    link: link?.displayLink ?? '',
  };
  const hasName = message.includes(SMS_PLACEHOLDER_NAME);
  // A client must never get "Hi [NAME]": Send waits until every placeholder is filled, and says which.
  const unfilled = smsPlaceholdersIn(fillSmsTemplate(message, fills));
  const blank = phone.trim() === '';

  const onSubmit = form.handleSubmit((values) => {
    if (!link || send.isPending) return;
    setOutboxNote(null);
    send.mutate(
      { phone: values.phone, message: fillSmsTemplate(values.message, { ...fills, client: values.clientName }) },
      {
        onSuccess: (res) => {
          if (res.status === 'outbox') {
            setOutboxNote(res.message);
            return;
          }
          toast({ title: 'SMS Sent', description: 'Customer intake form link sent to client' });
          form.setValue('phone', '');
          form.setValue('clientName', '');
        },
        onError: (err) => {
          applyServerIssues(form.setError, err, ['phone', 'message']);
          toast({
            title: 'SMS Failed',
            description: serverMessage(err, 'Failed to send SMS to client'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send the form link by SMS" className="space-y-4">
      <TextareaField
        label="SMS Message"
        rows={4}
        error={errors.message?.message}
        description={unfilled.length > 0 ? unfilledPlaceholderMessage(unfilled) : undefined}
        {...form.register('message')}
      />
      {hasName && (
        <TextField
          label="Client Name"
          description="Replaces [NAME] in the message."
          error={errors.clientName?.message}
          {...form.register('clientName')}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Client Phone Number"
          className="flex-1"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="214-555-0142"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <Button
          type="submit"
          disabled={blank || !link || send.isPending || unfilled.length > 0}
          aria-busy={send.isPending}
        >
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
