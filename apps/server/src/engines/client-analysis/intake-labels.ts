// Plain-English wording of the intake's option values, for the client profile.
import type { HearAboutUs, PropertyType, Timeframe } from './types';

export const PROPERTY_LABELS: Record<PropertyType, string> = {
  'single-family': 'single-family home',
  townhome: 'townhome',
  condo: 'condo',
  'multi-family': 'multi-family property',
  commercial: 'commercial property',
};

/** Completes "…wants to move ___". */
export const TIMEFRAME_PHRASES: Record<Timeframe, string> = {
  immediately: 'right away',
  '1-3-months': 'within 1–3 months',
  '3-6-months': 'within 3–6 months',
  '6-12-months': 'within 6–12 months',
  exploring: 'with no fixed date (still exploring)',
};

export const SOURCE_LABELS: Record<HearAboutUs, string> = {
  referral: 'a referral',
  google: 'Google',
  'social-media': 'social media',
  sign: 'a yard sign',
  'past-client': 'a past client relationship',
  other: 'another source',
};
