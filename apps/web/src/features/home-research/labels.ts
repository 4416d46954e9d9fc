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

/** Keys of analyses stored before the server wrote them in words (the per-ZIP market details). */
const keyLabels: Record<string, string> = {
  typicalValue: 'Typical home value',
  valueChange1y: '1-year value change',
  medianDaysOnMarket: 'Median days on market',
  homesForSale: 'Homes for sale',
  medianPricePerSqft: 'Median price per sq ft',
  typicalRent: 'Typical rent',
  caution: 'Caution',
};

/** 'priceRange' / 'price_range' → 'Price range'; a key already in words is kept as written. */
export function humanizeKey(key: string): string {
  const known = keyLabels[key];
  if (known) return known;
  if (/\s/.test(key)) return key;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
