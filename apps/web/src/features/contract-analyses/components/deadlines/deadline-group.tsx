import { useId } from 'react';
import type { ContractDeadlineItem } from '@bluebonnet/contracts';
import { DeadlineEntry } from './deadline-entry';

type DeadlineGroupProps = { title: string; items: ContractDeadlineItem[]; urgent: boolean };

export function DeadlineGroup({ title, items, urgent }: DeadlineGroupProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className={urgent ? 'mb-2 text-sm font-semibold text-red-800' : 'mb-2 text-sm font-semibold text-slate-800'}
      >
        {title}
      </h3>
      <ul className="space-y-2">
        {items.map((item) => (
          <DeadlineEntry key={item.id} item={item} urgent={urgent} />
        ))}
      </ul>
    </section>
  );
}
