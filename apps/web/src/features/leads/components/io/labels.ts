import type { ImportableLeadField } from '@bluebonnet/contracts';

/** What each lead field is called in the column mapping. */
export const importFieldLabels: Record<ImportableLeadField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  source: 'Source',
  status: 'Status',
  priority: 'Priority',
  budget: 'Budget',
  timeline: 'Timeline',
  propertyType: 'Property type',
  preferredAreas: 'Preferred areas',
  preApproval: 'Pre-approval',
  nextFollowUpDate: 'Next follow-up',
  notes: 'Notes',
};

/** "Looks like a Follow Up Boss export", or a plain note when no CRM layout was recognised. */
export function formatSentence(format: string): string {
  return format === 'CSV' ? 'A CSV file: columns were matched by their headers.' : `Looks like a ${format} export.`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
