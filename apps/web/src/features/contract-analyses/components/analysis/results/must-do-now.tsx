import { SquareCheck } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { MUST_DO_NOW_ITEMS } from '../../../constants';
import { EmptyLine, ResultSection } from '../../shared/result-section';
import { ActionItemRow } from './action-item-row';
import { dueSoonest } from './action-items';

/** The open action items due soonest. */
export function MustDoNow({ analysis }: { analysis: ContractAnalysis }) {
  const items = dueSoonest(analysis.actionItems).slice(0, MUST_DO_NOW_ITEMS);
  return (
    <ResultSection title="Must Do Now" icon={SquareCheck}>
      {items.length === 0 ? (
        <EmptyLine>No open action items.</EmptyLine>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <ActionItemRow key={item.id} contractId={analysis.id} item={item} />
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
