import { Copy, Eye, GraduationCap, LoaderCircle, Mail, Send } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { fullName } from '../../labels';
import { EducationPreviewDialog } from './education-preview-dialog';
import { useEducation } from './use-education';

/** First-time buyer education as an email package: generate, preview, copy, or send (spec §2). */
export function EducationPanel({ intake }: { intake: CustomerIntake }) {
  const education = useEducation(intake);
  const { pkg, isGenerating } = education;
  return (
    <section aria-labelledby="education-title" className="space-y-3 rounded-xl bg-bonnet-50 p-4">
      <div className="flex items-start gap-3">
        <GraduationCap aria-hidden className="mt-0.5 size-5 shrink-0 text-bonnet-700" />
        <div>
          <h3 id="education-title" className="text-sm font-semibold text-slate-900">
            Education Materials
          </h3>
          <p className="text-sm text-slate-700">
            A personalized email package of buyer education for {fullName(intake)}.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isGenerating} aria-busy={isGenerating} onClick={() => void education.onGenerate()}>
          {isGenerating ? <LoaderCircle aria-hidden className="animate-spin" /> : <Mail aria-hidden />}
          Generate Email Package
        </Button>
        <Button variant="outline" size="sm" disabled={isGenerating} onClick={() => void education.onPreview()}>
          <Eye aria-hidden />
          Preview Materials
        </Button>
        <Button variant="outline" size="sm" disabled={isGenerating} onClick={() => void education.onCopy()}>
          <Copy aria-hidden />
          Copy Template
        </Button>
        <Button variant="outline" size="sm" disabled={education.isSending} onClick={education.onSend}>
          <Send aria-hidden />
          {education.isSending ? 'Sending...' : 'Send by Email'}
        </Button>
      </div>
      {pkg && (
        <p className="text-sm text-slate-700">
          Ready: “{pkg.emailSubject}” with {pkg.materials.length} materials.
        </p>
      )}
      <div role="status" className="text-sm text-slate-800 empty:hidden">
        {education.sendNote}
      </div>
      {pkg && <EducationPreviewDialog pkg={pkg} open={education.previewOpen} onOpenChange={education.setPreviewOpen} />}
    </section>
  );
}
