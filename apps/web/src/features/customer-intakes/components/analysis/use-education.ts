import { useState } from 'react';
import type { CustomerIntake, EducationPackage } from '@bluebonnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEducationMaterials, useSendEducation } from '../../api';

/** The email as pasted into a mail program: subject line, then the body. */
export function emailText(pkg: EducationPackage): string {
  return `Subject: ${pkg.emailSubject}\n\n${pkg.emailTemplate}`;
}

function failed(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The education panel's actions (spec §2, §8). Preview and Copy generate the package first when needed,
 * so each button works on its own.
 */
export function useEducation(intake: CustomerIntake) {
  const generate = useEducationMaterials();
  const send = useSendEducation();
  const [pkg, setPkg] = useState<EducationPackage | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [sendNote, setSendNote] = useState<string | null>(null);

  const ensurePackage = async () => {
    if (pkg) return pkg;
    const made = await generate.mutateAsync(intake.id);
    setPkg(made);
    return made;
  };

  const onGenerate = async () => {
    try {
      const made = await generate.mutateAsync(intake.id);
      setPkg(made);
      toast({
        title: 'Email Package Ready',
        description: `${made.materials.length} education materials for ${made.clientName}.`,
      });
    } catch {
      failed('Generation Failed', 'Unable to generate education materials. Please try again.');
    }
  };

  const onPreview = async () => {
    try {
      const made = await ensurePackage();
      setPreviewOpen(true);
      toast({ title: 'Preview Opened', description: `Education materials for ${made.clientName}.` });
    } catch {
      failed('Preview Failed', 'Unable to preview education materials.');
    }
  };

  const onCopy = async () => {
    try {
      const made = await ensurePackage();
      await navigator.clipboard.writeText(emailText(made));
      toast({ title: 'Copied to Clipboard', description: 'The email template is ready to paste.' });
    } catch {
      failed('Copy Failed', 'Unable to copy template to clipboard.');
    }
  };

  const onSend = () => {
    setSendNote(null);
    send.mutate(intake.id, {
      onSuccess: (res) => setSendNote(res.message),
      onError: (err) =>
        failed('Email Failed', serverMessage(err, 'Unable to send the education materials. Please try again.')),
    });
  };

  return {
    pkg,
    previewOpen,
    setPreviewOpen,
    sendNote,
    isGenerating: generate.isPending,
    isSending: send.isPending,
    onGenerate,
    onPreview,
    onCopy,
    onSend,
  };
}
