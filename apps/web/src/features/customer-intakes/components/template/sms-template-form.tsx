import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { smsTemplateSettings, type SmsTemplateSettings } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import type { useSaveSmsTemplate } from '../../api';
import { previewTemplate, quickTemplates } from './quick-templates';

type SmsTemplateFormProps = {
  initial: string;
  /** The saved template could not be loaded; `initial` is the Professional one. */
  loadFailed: boolean;
  save: ReturnType<typeof useSaveSmsTemplate>;
  onSaved: () => void;
};

/** The template's editor: quick templates, the custom text and its live preview. */
export function SmsTemplateForm({ initial, loadFailed, save, onSaved }: SmsTemplateFormProps) {
  const form = useForm<SmsTemplateSettings>({
    resolver: zodResolver(smsTemplateSettings),
    defaultValues: { template: initial },
    // A message stays until the next Save, but any edit clears it (below).
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const template = useWatch({ control: form.control, name: 'template' });
  const sampleLink = `${window.location.origin}/intake-form`;
  const { user } = useAuth();
  const realtorName = user ? `${user.firstName} ${user.lastName}`.trim() : 'Your Name';

  const pickQuickTemplate = (text: string) => {
    form.setValue('template', text);
    form.clearErrors('template');
  };

  const onSubmit = form.handleSubmit((settings) => {
    save.mutate(settings, {
      onSuccess: () => {
        toast({ title: 'SMS Template Saved', description: 'New form links will use this template.' });
        onSaved();
      },
      onError: (err) => {
        applyServerIssues(form.setError, err, ['template']);
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to save the SMS template. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {loadFailed && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your saved template could not be loaded; the Professional template is shown instead.
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Quick Templates</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {quickTemplates.map(({ name, text }) => (
            <Button
              key={name}
              variant="outline"
              size="sm"
              aria-pressed={template === text}
              onClick={() => pickQuickTemplate(text)}
            >
              {name}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Custom Template"
        rows={4}
        description={
          <>
            Use [NAME] for the client&apos;s name, [REALTOR] for yours and [LINK] for the form link. {template.length}{' '}
            characters.
          </>
        }
        error={errors.template?.message}
        {...form.register('template', { onChange: () => form.clearErrors('template') })}
      />
      <section aria-labelledby="sms-preview-title">
        <h3 id="sms-preview-title" className="text-sm font-medium text-slate-800">
          Preview
        </h3>
        <p className="mt-1 text-xs text-slate-600">With a sample client name, your name and a sample link.</p>
        <p className="mt-2 rounded-2xl rounded-bl-sm bg-bonnet-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
          {previewTemplate(template, sampleLink, realtorName)}
        </p>
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
