import { useId } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

/** A read-only link with a Copy button. */
export function CopyLinkField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Copied to Clipboard', description: 'The form link is ready to paste.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Please select and copy the link manually.', variant: 'destructive' });
    }
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        <Button variant="outline" aria-label={`Copy ${label}`} onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
