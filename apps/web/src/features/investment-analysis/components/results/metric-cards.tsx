import type { InvestmentResult } from '@bluebonnet/contracts';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { money, percent, years } from '../../format';

type Metric = { label: string; value: string; detail: string; tone?: 'negative' | 'muted' };

/** The four return figures of spec §3.8, each as the server computed it, or why there is none. */
function metricsOf(result: InvestmentResult): Metric[] {
  const noCash = result.cashInvested <= 0;
  return [
    result.cashOnCashReturn === null
      ? {
          label: 'Cash-on-Cash Return',
          value: noCash ? 'Not defined' : 'No data',
          detail: noCash ? 'No cash is invested, so there is no return on it to measure.' : 'Not computed.',
          tone: 'muted',
        }
      : {
          label: 'Cash-on-Cash Return',
          value: percent(result.cashOnCashReturn),
          detail: `Yearly cash flow on ${money(result.cashInvested)} invested.`,
        },
    {
      label: 'Monthly Cash Flow',
      value: money(result.monthlyCashFlow),
      detail: 'After the mortgage and every expense.',
      tone: result.monthlyCashFlow < 0 ? 'negative' : undefined,
    },
    result.capRate === null
      ? { label: 'Cap Rate', value: 'No data', detail: 'Not computed.', tone: 'muted' }
      : { label: 'Cap Rate', value: percent(result.capRate), detail: 'Yearly net operating income on the price.' },
    result.paybackPeriod === null
      ? {
          label: 'Payback Period',
          value: 'Never at this cash flow',
          detail: 'The cash flow does not repay the cash invested.',
          tone: 'muted',
        }
      : {
          label: 'Payback Period',
          value: years(result.paybackPeriod),
          detail: 'Until the cash flow repays the cash invested.',
        },
  ];
}

export function MetricCards({ result }: { result: InvestmentResult }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
      {metricsOf(result).map((m) => (
        <Card key={m.label} className="p-4">
          <dt className="text-sm font-medium text-slate-600">{m.label}</dt>
          <dd
            className={cn(
              'mt-1 text-2xl font-bold tabular-nums',
              m.tone === 'negative' ? 'text-red-700' : m.tone === 'muted' ? 'text-lg text-slate-600' : 'text-slate-900',
            )}
          >
            {m.value}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">{m.detail}</dd>
        </Card>
      ))}
    </dl>
  );
}
