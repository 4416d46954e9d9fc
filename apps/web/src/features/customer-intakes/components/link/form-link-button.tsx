import { useState } from 'react';
import { Link2, LoaderCircle } from 'lucide-react';
import type { GeneratedLink } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGenerateLink } from '../../api';
import { FormLinkDialog } from './form-link-dialog';

/** Generate Form Link: asks the server for a link, then opens the link dialog (spec §2, §7, §8). */
export function FormLinkButton() {
  const generate = useGenerateLink();
  const [link, setLink] = useState<GeneratedLink | null>(null);

  // Not `disabled` while busy: a disabled button drops focus, and the dialog returns focus to it.
  const run = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: (result) => {
        setLink(result);
        toast({ title: 'Form Link Generated', description: 'Share it by text message, QR code or link.' });
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err, 'Failed to generate form link. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <Button size="sm" aria-disabled={generate.isPending} aria-busy={generate.isPending} onClick={run}>
        {generate.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
        Generate Form Link
      </Button>
      <FormLinkDialog link={link} onOpenChange={(open) => !open && setLink(null)} />
    </>
  );
}
