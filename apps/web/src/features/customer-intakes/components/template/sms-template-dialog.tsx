import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { smsTemplateSettings } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { smsTemplateQuery, useSaveSmsTemplate } from '../../api';
import { previewTemplate, quickTemplates } from './quick-templates';

const fallbackTemplate = quickTemplates[0]?.text ?? '';

/** SMS Template Settings: quick templates, a custom template with [NAME] and [LINK], a live preview; Save persists it. */
export function SmsTemplateDialog() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved = useQuery({ ...smsTemplateQuery, enabled: open });
  const save = useSaveSmsTemplate();
  const ids = { template: useId(), hint: useId(), error: useId() };
  const template = draft ?? saved.data?.template ?? (saved.isError ? fallbackTemplate : '');
  const sampleLink = `${window.location.origin}/intake-form`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setDraft(null);
      setError(null);
    }
  };

  const edit = (text: string) => {
    setDraft(text);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = smsTemplateSettings.safeParse({ template });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the template.');
      document.getElementById(ids.template)?.focus();
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'SMS Template Saved', description: 'New form links will use this template.' });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to save the SMS template. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings aria-hidden />
          SMS Settings
        </Button>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>SMS Template Settings</DialogTitle>
          <DialogDescription>
            The text message that carries your form link. New form links use the saved template.
          </DialogDescription>
        </DialogHeader>
        {saved.isPending && draft === null ? (
          <Spinner label="Loading your SMS template…" className="py-10" />
        ) : (
          <form onSubmit={submit} noValidate className="space-y-5">
            {saved.isError && (
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
                    onClick={() => edit(text)}
                  >
                    {name}
                  </Button>
                ))}
              </div>
            </fieldset>
            <div>
              <Label htmlFor={ids.template}>Custom Template</Label>
              <textarea
                id={ids.template}
                rows={4}
                value={template}
                onChange={(e) => edit(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={cn(ids.hint, error && ids.error)}
                className={cn(fieldClasses, 'mt-1.5 py-2')}
              />
              <p id={ids.hint} className="mt-1 text-xs text-slate-600">
                Use [NAME] for the client&apos;s name and [LINK] for the form link. {template.length} characters.
              </p>
              {error && (
                <p id={ids.error} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
            <section aria-labelledby="sms-preview-title">
              <h3 id="sms-preview-title" className="text-sm font-medium text-slate-800">
                Preview
              </h3>
              <p className="mt-1 text-xs text-slate-600">With a sample client name and link.</p>
              <p className="mt-2 rounded-2xl rounded-bl-sm bg-bonnet-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
                {previewTemplate(template, sampleLink)}
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
        )}
      </DialogContent>
    </Dialog>
  );
}
