import type { CivilDate } from './civil-date';

/** Property time zones in Texas: Central, and Mountain for El Paso and Hudspeth counties. */
export type TexasTimeZone = 'America/Chicago' | 'America/Denver';

export type Assignee = 'realtor' | 'client' | 'lender' | 'title_company' | 'inspector' | 'other';
export type Priority = 'high' | 'medium' | 'low';
export type DeadlineStatus = 'scheduled' | 'waiting';

/** Stable keys, in the order used to break ties when sorting. */
export const DEADLINE_KEYS = [
  'earnest-money',
  'option-fee',
  'additional-earnest-money',
  'option-period',
  'natural-resource-leases-delivery',
  'natural-resource-leases-termination',
  'condo-documents-delivery',
  'condo-documents-termination',
  'condo-resale-certificate-delivery',
  'condo-resale-certificate-termination',
  'condo-right-of-refusal-certification',
  'hoa-information-delivery',
  'hoa-information-termination',
  'hoa-information-not-obtained-termination',
  'hoa-updated-resale-certificate',
  'sellers-disclosure-delivery',
  'sellers-disclosure-termination',
  'water-disclosure-delivery',
  'water-disclosure-termination',
  'lead-paint-inspection',
  'lead-paint-termination',
  'construction-start',
  'substantial-completion',
  'survey',
  'survey-replacement',
  'title-commitment',
  'title-commitment-extension',
  'title-objections',
  'title-cure-period',
  'title-objection-election',
  'buyer-approval',
  'appraisal-termination',
  'property-approval',
  'agreed-repairs',
  'closing',
  'afida-filing',
] as const;

export type DeadlineKey = (typeof DEADLINE_KEYS)[number];

export type Deadline = {
  key: DeadlineKey;
  title: string;
  /** Last day to act, or null while the deadline waits for an event. */
  dueDate: CivilDate | null;
  /** Local cut-off time ('17:00' for the option period); null means the end of the day. */
  dueTime: string | null;
  timeZone: TexasTimeZone;
  status: DeadlineStatus;
  /** The event this deadline waits for; null when scheduled. */
  waitingFor: string | null;
  /** Form paragraph, e.g. '5A' or 'Third Party Financing Addendum ¶2B'. */
  paragraph: string;
  /** One plain sentence on how the date was computed. */
  rule: string;
  /** True when ¶5A(2) moved the date off a Saturday, Sunday or legal holiday. */
  rolledForward: boolean;
  /** The date before rolling forward; null when it did not roll. */
  originalDueDate: CivilDate | null;
  /**
   * Money deadlines only: the later date a wider reading of "legal holiday" (any federal or Texas
   * holiday) would allow, when it differs from dueDate. Deliver by dueDate; treat as late only after this.
   */
  latestDueDate: CivilDate | null;
  /**
   * N for a deadline counted as "N days after the Effective Date" (dated or still waiting for it), so
   * a screen can say "7 days after the Effective Date" before that date is known; null otherwise.
   */
  daysAfterEffectiveDate: number | null;
  /** A caution worth showing beside the date, or null. */
  note: string | null;
  assignee: Assignee;
  priority: Priority;
};
