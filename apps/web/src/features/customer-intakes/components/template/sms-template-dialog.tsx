import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { smsTemplateQuery, useSaveSmsTemplate } from '../../api';
import { quickTemplates } from './quick-templates';
import { SmsTemplateForm } from './sms-template-form';

const fallbackTemplate = quickTemplates[0]?.text ?? '';

/**
 * SMS Template Settings: quick templates, a custom template with [NAME] (the client), [REALTOR] and [LINK],
 * a live preview; Save persists it.
 */
export function SmsTemplateDialog() {
  const [open, setOpen] = useState(false);
  const saved = useQuery({ ...smsTemplateQuery, enabled: open });
  // Out here, so the result is still told when the dialog was closed while saving.
  const save = useSaveSmsTemplate();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
        {saved.isPending ? (
          <Spinner label="Loading your SMS template…" className="py-10" />
        ) : (
          // Mounted once the saved template is known, and unmounted on close, which forgets the draft.
          <SmsTemplateForm
            initial={saved.data?.template ?? fallbackTemplate}
            loadFailed={saved.isError}
            save={save}
            onSaved={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
