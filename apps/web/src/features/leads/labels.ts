import { formatCurrency, formatLongDate } from '@bluebonnet/domain';
import type { Lead, LeadPriority, LeadStatus } from '@bluebonnet/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const NOT_SPECIFIED = 'Not specified';

export function fullName(lead: Pick<Lead, 'firstName' | 'lastName'>): string {
  return `${lead.firstName} ${lead.lastName}`;
}

/** Spec §2.2 and §9: whole US dollars, or 'Not specified' when absent. */
export function budgetText(budget: number | null): string {
  return budget === null ? NOT_SPECIFIED : formatCurrency(budget, { cents: 'none' });
}

/** A `YYYY-MM-DD` date as 'March 5, 2026'; the text itself when it is not such a date. */
export function dateText(date: string): string {
  try {
    return formatLongDate(date);
  } catch {
    return date;
  }
}

export const statusTones: Record<LeadStatus, BadgeTone> = {
  new: 'brand',
  contacted: 'warning',
  qualified: 'success',
  nurturing: 'neutral',
  converted: 'success',
  lost: 'danger',
};

export const priorityTones: Record<LeadPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
