import { z } from 'zod';
import { actionPriorities, assignees } from './analysis';

/** One entry of the Contract Deadlines card (spec realtor-tools §3.4). */
export const contractDeadlineItem = z.object({
  id: z.string(),
  contractId: z.number().int(),
  actionItemId: z.string().optional(),
  type: z.enum(['action_item', 'deadline']),
  title: z.string(),
  description: z.string().nullable(),
  contractType: z.string(),
  propertyAddress: z.string().nullable(),
  dueDate: z.string(),
  dueTime: z.string().nullable(),
  daysUntil: z.number().int(),
  urgent: z.boolean(),
  priority: z.enum(actionPriorities),
  assignedTo: z.enum(assignees),
  paragraph: z.string().nullable(),
});
export type ContractDeadlineItem = z.infer<typeof contractDeadlineItem>;
export const contractDeadlinesResponse = z.array(contractDeadlineItem);

export const DEADLINE_WINDOW_DAYS = 30;
export const URGENT_DEADLINE_DAYS = 3;
export const DEADLINES_POLL_MS = 300_000;

export const calendarFeedResponse = z.object({ url: z.string(), note: z.string() });
