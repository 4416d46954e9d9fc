import { educationCategoryLabels, optionLabel, type EducationPackage } from '@bluebonnet/contracts';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EngineLine } from './engine-line';

type EducationPreviewDialogProps = { pkg: EducationPackage; open: boolean; onOpenChange: (open: boolean) => void };

/** The package as the client would get it: subject, introduction, the materials and the full email. */
export function EducationPreviewDialog({ pkg, open, onOpenChange }: EducationPreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Education Materials for {pkg.clientName}</DialogTitle>
          <DialogDescription>Subject: {pkg.emailSubject}</DialogDescription>
        </DialogHeader>
        <div className="space-y-6">
          <section>
            <h3 className="text-sm font-semibold text-slate-900">Personalized Introduction</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{pkg.personalizedIntro}</p>
          </section>
          <section>
            <h3 className="text-sm font-semibold text-slate-900">Materials</h3>
            <ol className="mt-2 space-y-3">
              {pkg.materials.map((material) => (
                <li key={material.title} className="rounded-xl border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-medium text-slate-900">{material.title}</h4>
                    <Badge tone="brand">{optionLabel(educationCategoryLabels, material.category)}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{material.description}</p>
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{material.content}</p>
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="text-sm font-semibold text-slate-900">Email Template</h3>
            <div className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">
              {pkg.emailTemplate}
            </div>
          </section>
          <EngineLine meta={pkg.meta} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
