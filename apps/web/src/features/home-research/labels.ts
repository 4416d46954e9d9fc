import type { researchStatuses, ResearchProfile } from '@bluebonnet/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import type { ResearchFrequency } from './api';

type ResearchStatus = (typeof researchStatuses)[number];

export const frequencyLabels: Record<ResearchFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  monthly: 'Monthly',
};

export const researchStatusBadges: Record<ResearchStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  completed: { label: 'Completed', tone: 'brand' },
};

/** The client's name, or their intake number when the intake is gone. */
export function clientName(profile: Pick<ResearchProfile, 'customer' | 'customerId'>): string {
  const c = profile.customer;
  return c ? `${c.firstName} ${c.lastName}`.trim() : `Client #${profile.customerId}`;
}

/** 'priceRange' / 'price_range' → 'Price Range'. */
export function humanizeKey(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}
