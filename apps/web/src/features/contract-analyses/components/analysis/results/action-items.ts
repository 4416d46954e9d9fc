import type { ActionItem } from '@bluebonnet/contracts';

const priorityRank: Record<ActionItem['priority'], number> = { high: 0, medium: 1, low: 2 };

function byDueDate(a: ActionItem, b: ActionItem): number {
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  return a.dueDate < b.dueDate ? -1 : 1;
}

/** Open items due soonest first; undated items last. */
export function dueSoonest(items: ActionItem[]): ActionItem[] {
  return items.filter((item) => !item.completed).sort(byDueDate);
}

/** Open items by priority, then due date. */
export function byPriority(items: ActionItem[]): ActionItem[] {
  return items
    .filter((item) => !item.completed)
    .sort((a, b) => priorityRank[a.priority] - priorityRank[b.priority] || byDueDate(a, b));
}
