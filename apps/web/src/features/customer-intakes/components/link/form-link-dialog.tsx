import { Download, ExternalLink } from 'lucide-react';
import type { GeneratedLink } from '@bluebonnet/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CopyLinkField } from './copy-link-field';
import { SendSmsForm } from './send-sms-form';

type FormLinkDialogProps = { link: GeneratedLink | null; onOpenChange: (open: boolean) => void };

/** Branded link, working link for testing, SMS template with Send SMS, and the QR code (spec §2). */
export function FormLinkDialog({ link, onOpenChange }: FormLinkDialogProps) {
  const showWorking = link !== null && link.workingLink !== '' && link.workingLink !== link.displayLink;
  return (
    <Dialog open={link !== null} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Customer Intake Form Link</DialogTitle>
          <DialogDescription>
            Share your intake form by link, text message or QR code. Submissions appear in this portal.
          </DialogDescription>
        </DialogHeader>
        {link && (
          <div className="space-y-6">
            <CopyLinkField label="Branded Link" value={link.displayLink} />
            {showWorking && (
              <p className="text-sm text-slate-700">
                Working link for testing:{' '}
                <a
                  href={link.workingLink}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-bonnet-700 underline"
                >
                  {link.workingLink}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </p>
            )}
            <section aria-labelledby="form-link-sms-title" className="space-y-3">
              <h3 id="form-link-sms-title" className="text-sm font-semibold text-slate-900">
                Send by Text Message
              </h3>
              <SendSmsForm key={link.formLink} link={link} />
            </section>
            <section aria-labelledby="form-link-qr-title" className="flex flex-col items-center gap-3 text-center">
              <h3 id="form-link-qr-title" className="text-sm font-semibold text-slate-900">
                QR Code
              </h3>
              <img
                src={link.qrCodeUrl}
                alt="QR code that opens your customer intake form"
                width={192}
                height={192}
                className="size-48 rounded-lg border border-slate-200 bg-white p-2"
              />
              <p className="text-sm text-slate-600">Clients can scan it with their phone camera.</p>
              <a
                href={link.qrCodeUrl}
                download="intake-form-qr-code.png"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-bonnet-700 hover:underline"
              >
                <Download aria-hidden className="size-4" />
                Download QR Code
              </a>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
