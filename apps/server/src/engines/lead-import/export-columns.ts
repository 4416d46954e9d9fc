import {
  leadPriorityLabels,
  leadPropertyTypeLabels,
  leadSourceLabels,
  leadStatusLabels,
  leadTimelineLabels,
  preApprovalLabels,
  type Lead,
} from '@bluebonnet/contracts';
import { civilDateInTimeZone } from '@bluebonnet/domain';

/** One column of the lead export: its header and the cell for a lead (labels, not codes). */
export type ExportColumn = { header: string; cell: (lead: Lead, timeZone: string) => string };

const text = (v: string | null) => v ?? '';

/** The export's columns, in order. Every header but Created reads back on import. */
export const leadExportColumns: readonly ExportColumn[] = [
  { header: 'First Name', cell: (l) => l.firstName },
  { header: 'Last Name', cell: (l) => l.lastName },
  { header: 'Email', cell: (l) => l.email },
  { header: 'Phone', cell: (l) => text(l.phone) },
  { header: 'Source', cell: (l) => leadSourceLabels[l.source] },
  { header: 'Status', cell: (l) => leadStatusLabels[l.status] },
  { header: 'Priority', cell: (l) => leadPriorityLabels[l.priority] },
  // Digits only: a spreadsheet sums them, and "$450,000" would need quoting.
  { header: 'Budget', cell: (l) => (l.budget === null ? '' : String(Math.round(l.budget))) },
  { header: 'Timeline', cell: (l) => (l.timeline ? leadTimelineLabels[l.timeline] : '') },
  { header: 'Property Type', cell: (l) => (l.propertyType ? leadPropertyTypeLabels[l.propertyType] : '') },
  { header: 'Preferred Areas', cell: (l) => text(l.preferredAreas) },
  { header: 'Pre-approval', cell: (l) => preApprovalLabels[l.preApproval] },
  { header: 'Notes', cell: (l) => text(l.notes) },
  { header: 'Next Follow-up', cell: (l) => text(l.nextFollowUpDate) },
  // The day the lead came in, in the realtor's time zone (a UTC timestamp would show tomorrow's date at night).
  { header: 'Created', cell: (l, tz) => civilDateInTimeZone(new Date(l.createdAt), tz) },
];
