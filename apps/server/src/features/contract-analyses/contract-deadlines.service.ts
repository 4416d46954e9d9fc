import { randomBytes } from 'node:crypto';
import { type ContractDeadlineItem, DEADLINE_WINDOW_DAYS, URGENT_DEADLINE_DAYS } from '@bluebonnet/contracts';
import { addCalendarDays, daysUntil, texasToday } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { LeadsPort } from '../leads/index';
import { toIcsCalendar } from './ics';
import {
  deleteFeedToken,
  findFeedOwner,
  findFeedToken,
  insertFeedToken,
  replaceFeedToken,
} from './calendar-feeds.repository';
import { allDeadlines, upcoming } from './contract-deadlines.repository';

/** 192 random bits, URL-safe: the token is the feed's only credential. */
const newFeedToken = () => randomBytes(24).toString('base64url');

/** Open action items stay on the card a week after they fall due, flagged overdue, so none slips by. */
const OVERDUE_DAYS = 7;

export class ContractDeadlinesService {
  constructor(
    private readonly db: Db,
    private readonly leads: LeadsPort,
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
      priority: item.priority,
      assignedTo: item.assignedTo,
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
        priority: deadline.priority,
        assignedTo: deadline.assignedTo,
        paragraph: deadline.paragraph,
      }));
    return [...fromItems, ...fromDeadlines].sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || (a.dueTime ?? '24').localeCompare(b.dueTime ?? '24'),
    );
  }

  /** The realtor's private feed token, created on first use. */
  async feedToken(realtorId: number): Promise<string> {
    const existing = await findFeedToken(this.db, realtorId);
    if (existing) return existing;
    const token = newFeedToken();
    await insertFeedToken(this.db, realtorId, token);
    return (await findFeedToken(this.db, realtorId)) ?? token;
  }

  /** A new token for the realtor; calendars subscribed to the old address get 404 from now on. */
  async rotateFeedToken(realtorId: number): Promise<string> {
    const token = newFeedToken();
    await replaceFeedToken(this.db, realtorId, token);
    return token;
  }

  /**
   * Retires the realtor's token without issuing one (their password changed: whoever had the old
   * address may have had the password too); the next `feedToken` call creates a fresh one.
   */
  async retireFeedToken(realtorId: number): Promise<void> {
    await deleteFeedToken(this.db, realtorId);
  }

  async calendar(token: string): Promise<string> {
    const realtorId = await findFeedOwner(this.db, token);
    if (realtorId === undefined) throw notFound('Calendar');
    const [deadlines, followUps] = await Promise.all([
      allDeadlines(this.db, realtorId),
      this.leads.followUps(realtorId),
    ]);
    return toIcsCalendar(deadlines, this.clock(), followUps);
  }
}
