import { Handshake } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyLine, ResultSection } from '../../shared/result-section';

/** Negotiation tips: what, how, when, why, and words the agent can use. */
export function NegotiationSection({ tips }: { tips: ContractAnalysis['negotiationTips'] }) {
  return (
    <ResultSection title="Negotiation Strategy" icon={Handshake}>
      {tips.length === 0 ? (
        <EmptyLine>No negotiation points for this contract.</EmptyLine>
      ) : (
        <ol className="space-y-4">
          {tips.map((tip, i) => (
            <li key={`${tip.strategy}-${i}`} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{tip.strategy}</p>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="text-slate-600">Tactic</dt>
                <dd className="text-slate-800">{tip.tactic}</dd>
                <dt className="text-slate-600">When</dt>
                <dd className="text-slate-800">{tip.timing}</dd>
                <dt className="text-slate-600">Why</dt>
                <dd className="text-slate-800">{tip.rationale}</dd>
              </dl>
              {tip.language && (
                <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-3">
                  <p className="flex-1 text-sm text-slate-800 italic">“{tip.language}”</p>
                  <CopyButton text={tip.language} label={`Copy wording for ${tip.strategy}`} variant="ghost" />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </ResultSection>
  );
}
