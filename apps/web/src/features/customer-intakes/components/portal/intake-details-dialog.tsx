import { Eye } from 'lucide-react';
import type { CustomerIntake } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import {
  budgetLabels,
  fullName,
  goalLabels,
  hearAboutUsLabels,
  labelOf,
  preApprovalLabels,
  preferredContactLabels,
  propertyTypeLabels,
  situationLabels,
  timeframeLabels,
} from '../../labels';
import { DetailList, type Detail } from '../shared/detail-list';
import { PriorityBadge, StatusBadge } from '../shared/intake-badges';

function detailsOf(intake: CustomerIntake): Array<{ title: string; items: Detail[] }> {
  return [
    {
      title: 'Contact',
      items: [
        { label: 'Email', value: intake.email },
        { label: 'Phone', value: intake.phone },
        { label: 'Preferred Contact', value: labelOf(preferredContactLabels, intake.preferredContact) },
        { label: 'Text Messages', value: intake.smsConsent ? 'Agreed to be texted' : 'No consent to texts' },
      ],
    },
    {
      title: 'Goals',
      items: [
        { label: 'Real Estate Goal', value: labelOf(goalLabels, intake.realEstateGoal) },
        { label: 'Property Type', value: labelOf(propertyTypeLabels, intake.propertyType) },
        { label: 'Budget Range', value: labelOf(budgetLabels, intake.budgetRange) },
        { label: 'Timeframe', value: labelOf(timeframeLabels, intake.timeframe) },
        { label: 'Preferred Areas', value: intake.preferredAreas },
        { label: 'Additional Needs', value: intake.additionalNeeds },
      ],
    },
    {
      title: 'Background',
      items: [
        { label: 'Current Situation', value: labelOf(situationLabels, intake.currentSituation) },
        { label: 'Pre-Approval Status', value: labelOf(preApprovalLabels, intake.preApprovalStatus) },
        { label: 'How They Heard About Us', value: labelOf(hearAboutUsLabels, intake.hearAboutUs) },
        { label: 'Notes', value: intake.notes },
        { label: 'Form Source', value: intake.formSource },
        { label: 'Submitted', value: formatDateTime(intake.createdAt) },
      ],
    },
  ];
}

/** Every field of the intake, with 'Not specified' for the empty ones (spec §2). */
export function IntakeDetailsDialog({ intake }: { intake: CustomerIntake }) {
  const name = fullName(intake);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Details for ${name}`}>
          <Eye aria-hidden />
          Details
        </Button>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>Customer details from the intake form.</DialogDescription>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={intake.status} />
            <PriorityBadge priority={intake.priority} />
          </div>
        </DialogHeader>
        <div className="space-y-6">
          {detailsOf(intake).map(({ title, items }) => (
            <div key={title}>
              <h3 className="mb-3 text-sm font-semibold text-slate-900">{title}</h3>
              <DetailList items={items} />
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
