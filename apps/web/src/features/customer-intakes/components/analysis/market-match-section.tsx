import type { ClientAnalysis } from '@bluebonnet/contracts';
import { Progress } from '@/components/ui/progress';

type MarketMatch = NonNullable<ClientAnalysis['marketMatch']>;

function Points({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-800">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None noted.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How likely the market can give this client what they want: likelihood bar, reasoning, challenges, opportunities. */
export function MarketMatchSection({ match }: { match: MarketMatch }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Market Match</h3>
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-slate-700">Likelihood</span>
          <span className="font-semibold text-slate-900 tabular-nums">{match.likelihood}%</span>
        </div>
        <Progress
          value={match.likelihood}
          label="Market match likelihood"
          valueText={`${match.likelihood}%`}
          className="mt-1"
        />
      </div>
      <div>
        <h4 className="text-sm font-medium text-slate-800">Reasoning</h4>
        <p className="mt-1 text-sm text-slate-700">{match.reasoning}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Points title="Challenges" items={match.challenges} />
        <Points title="Opportunities" items={match.opportunities} />
      </div>
    </section>
  );
}
