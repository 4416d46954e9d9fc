import type { ActivityOutcome, ActivityType, Lead } from '@bluebonnet/contracts';

/** A follow-up date for the realtor's calendar feed. */
export type LeadFollowUp = { leadId: number; name: string; date: string; phone: string | null; email: string };

/**
 * What other features may do with leads (client communication, the calendar feed): read one
 * realtor's own leads and log what happened. Implemented by the leads feature's `LeadsReader`.
 */
export type LeadsPort = {
  /** The realtor's lead, or null when it does not exist or belongs to another realtor. */
  get(realtorId: number, leadId: number): Promise<Lead | null>;
  /** The realtor's leads whose name, email or phone matches, newest first. */
  search(realtorId: number, search: string | undefined, limit: number): Promise<Lead[]>;
  /** Logs an activity on the realtor's lead (and recomputes its insights); false when not theirs. */
  logActivity(
    realtorId: number,
    leadId: number,
    activity: { type: ActivityType; description: string; outcome?: ActivityOutcome },
  ): Promise<boolean>;
  /** Every open lead (not converted or lost) of the realtor with a follow-up date, past ones included, soonest first. */
  followUps(realtorId: number): Promise<LeadFollowUp[]>;
};
