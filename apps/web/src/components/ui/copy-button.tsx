import { useEffect, useState } from 'react';
import { Copy, CopyCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Spec §9: the copy-confirmation icon shows for 2 seconds. */
export const COPY_CONFIRM_MS = 2000;

type CopyButtonProps = {
  text: string;
  /** Accessible name, e.g. "Copy summary". */
  label: string;
  /** Visible text next to the icon; icon only when absent. */
  children?: string;
  /** Visible text while the check mark shows (e.g. 'Copied'); `children` when absent. */
  copiedText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** Copies `text`; shows a check mark for 2 s and the 'Copied!' toast (spec §2.1, §8). */
export function CopyButton({ text, label, children, copiedText, variant = 'outline', size = 'sm' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Please select and copy manually.', variant: 'destructive' });
    }
  }

  return (
    <Button variant={variant} size={size} aria-label={label} onClick={copy}>
      {copied ? <CopyCheck aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
      {copied ? (copiedText ?? children) : children}
    </Button>
  );
}
