import { texasToday } from '@bluebonnet/domain';
import { randomBytes } from 'node:crypto';
import { type ContractDeadlineItem, DEADLINE_WINDOW_DAYS, URGENT_DEADLINE_DAYS } from '@bluebonnet/contracts';
import { addCalendarDays, daysUntil } from '@bluebonnet/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { toIcsCalendar } from './ics';
import { allDeadlines, upcoming } from './contract-analyses.repository';

/** Open action items stay on the card a week after they fall due, flagged overdue, so none slips by. */
const OVERDUE_DAYS = 7;

type Assignee = ContractDeadlineItem['assignedTo'];
type Priority = ContractDeadlineItem['priority'];

export class ContractDeadlinesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The card: open action items, and deadlines with no action item, due in the next 30 days. */
  async upcoming(realtorId: number): Promise<ContractDeadlineItem[]> {
    const today = texasToday(this.clock());
    const to = addCalendarDays(today, DEADLINE_WINDOW_DAYS);
    const { items, deadlines } = await upcoming(this.db, realtorId, addCalendarDays(today, -OVERDUE_DAYS), to);
    const covered = new Set(items.map(({ item }) => `${item.contractId}:${item.deadlineKey}`));
    const entry = (dueDate: string) => {
      const days = daysUntil(today, dueDate);
      return { dueDate, daysUntil: days, urgent: days <= URGENT_DEADLINE_DAYS };
    };
    const fromItems: ContractDeadlineItem[] = items.map(({ item, contractType, propertyAddress }) => ({
      id: `item-${item.id}`,
      contractId: item.contractId,
      actionItemId: item.itemKey,
      type: 'action_item',
      title: item.title,
      description: item.description,
      contractType,
      propertyAddress,
      ...entry(item.dueDate as string),
      dueTime: item.dueTime,
      priority: item.priority as Priority,
      assignedTo: item.assignedTo as Assignee,
      paragraph: item.paragraph,
    }));
    const fromDeadlines: ContractDeadlineItem[] = deadlines
      .filter(
        ({ deadline }) => deadline.dueDate >= today && !covered.has(`${deadline.contractId}:${deadline.deadlineKey}`),
      )
      .map(({ deadline, contractType, propertyAddress }) => ({
        id: `deadline-${deadline.id}`,
        contractId: deadline.contractId,
        type: 'deadline',
        title: deadline.title,
        description: deadline.note ?? deadline.rule,
        contractType,
        propertyAddress,
        ...entry(deadline.dueDate),
        dueTime: deadline.dueTime,
        priority: deadline.priority as Priority,
        assignedTo: deadline.assignedTo as Assignee,
        paragraph: deadline.paragraph,
      }));
    return [...fromItems, ...fromDeadlines].sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || (a.dueTime ?? '24').localeCompare(b.dueTime ?? '24'),
    );
  }

  /** The realtor's private feed token, created on first use. */
  async feedToken(realtorId: number): Promise<string> {
    const [existing] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.realtorId, realtorId));
    if (existing) return existing.token;
    const token = randomBytes(24).toString('base64url');
    await this.db.insert(calendarFeeds).values({ realtorId, token }).onConflictDoNothing();
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.realtorId, realtorId));
    return row?.token ?? token;
  }

  async calendar(token: string): Promise<string> {
    const [feed] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
    if (!feed) throw notFound('Calendar');
    return toIcsCalendar(await allDeadlines(this.db, feed.realtorId), this.clock());
  }
}
