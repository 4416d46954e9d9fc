import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Sparkles } from 'lucide-react';
import {
  communicationClientTypeLabels,
  communicationClientTypes,
  communicationRequest,
  communicationToneLabels,
  communicationTones,
  communicationTypeLabels,
  communicationTypes,
  communicationUrgencies,
  communicationUrgencyLabels,
  MISSING_COMMUNICATION_FIELDS,
  type CommunicationContact,
  type CommunicationRequest,
  type CommunicationResult,
  type ParsedCommunicationRequest,
} from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useDraftCommunication } from '../api';
import { ContactPicker } from './contact-picker';

const FIELDS = [
  'clientName',
  'clientType',
  'propertyAddress',
  'context',
  'communicationType',
  'tone',
  'urgency',
] as const satisfies readonly (keyof CommunicationRequest)[];

const defaultValues: CommunicationRequest = {
  clientName: '',
  clientType: 'buyer',
  propertyAddress: '',
  context: '',
  communicationType: 'email',
  tone: 'professional',
  urgency: 'normal',
};

/** The missing-field rule is a toast (spec §5); other problems (too long, server issues) show by the field. */
const shown = (error: { message?: string } | undefined) =>
  error?.message === MISSING_COMMUNICATION_FIELDS.description ? undefined : error?.message;

type CommunicationFormProps = {
  contact: CommunicationContact | null;
  onContactChange: (contact: CommunicationContact | null) => void;
  onGenerated: (result: CommunicationResult) => void;
};

/** Who the message is for, what it is about, and how it should sound (spec §2.9, §6, §9). */
export function CommunicationForm({ contact, onContactChange, onGenerated }: CommunicationFormProps) {
  const draft = useDraftCommunication();
  const form = useForm<CommunicationRequest, unknown, ParsedCommunicationRequest>({
    resolver: zodResolver(communicationRequest),
    defaultValues,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // The context the last pick suggested: replaced by the next pick unless the agent has edited it.
  const suggested = useRef('');

  function pick(c: CommunicationContact) {
    const context = form.getValues('context');
    const touched = context.trim() !== '' && context !== suggested.current;
    const options = { shouldDirty: true };
    form.setValue('clientName', c.name, options);
    form.setValue('clientType', c.clientType, options);
    form.setValue('propertyAddress', c.propertyAddress ?? '', options);
    if (!touched) form.setValue('context', c.context, options);
    suggested.current = c.context;
    form.setValue('leadId', c.kind === 'lead' ? c.id : undefined);
    form.setValue('intakeId', c.kind === 'intake' ? c.id : undefined);
    form.clearErrors();
    onContactChange(c);
  }

  function clear() {
    form.setValue('leadId', undefined);
    form.setValue('intakeId', undefined);
    onContactChange(null);
  }

  const onSubmit = form.handleSubmit(
    (request) =>
      draft.mutate(request, {
        onSuccess: onGenerated,
        onError: (err) => {
          applyServerIssues(form.setError, err, FIELDS);
          toast({
            title: 'Generation Failed',
            description: 'Unable to generate communication. Please try again.',
            variant: 'destructive',
          });
        },
      }),
    (invalid) => {
      if ([invalid.clientName, invalid.context].some((e) => e && !shown(e))) {
        toast({ ...MISSING_COMMUNICATION_FIELDS, variant: 'destructive' });
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a client message" className="space-y-5">
      <ContactPicker picked={contact} onPick={pick} onClear={clear} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Client Name"
          autoComplete="off"
          aria-required
          error={shown(errors.clientName)}
          {...form.register('clientName')}
        />
        <SelectField
          label="Client Type"
          options={optionsOf(communicationClientTypes, communicationClientTypeLabels)}
          error={shown(errors.clientType)}
          {...form.register('clientType')}
        />
      </div>
      <TextField
        label="Property Address (optional)"
        autoComplete="off"
        error={shown(errors.propertyAddress)}
        {...form.register('propertyAddress')}
      />
      <TextareaField
        label="Context"
        rows={5}
        aria-required
        placeholder="What is this about? E.g. showing on Saturday went well, they liked the backyard, waiting on lender."
        description="Only what you write here (and the client's record) goes into the draft: no invented figures."
        error={shown(errors.context)}
        {...form.register('context')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Communication Type"
          options={optionsOf(communicationTypes, communicationTypeLabels)}
          error={shown(errors.communicationType)}
          {...form.register('communicationType')}
        />
        <SelectField
          label="Tone"
          options={optionsOf(communicationTones, communicationToneLabels)}
          error={shown(errors.tone)}
          {...form.register('tone')}
        />
      </div>
      <RadioGroupField
        label="Urgency"
        options={optionsOf(communicationUrgencies, communicationUrgencyLabels)}
        error={shown(errors.urgency)}
        {...form.register('urgency')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={draft.isPending}
        aria-busy={draft.isPending}
      >
        {draft.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
        {draft.isPending ? 'Generating...' : 'Generate Communication'}
      </Button>
    </form>
  );
}
