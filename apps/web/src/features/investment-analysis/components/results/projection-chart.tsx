import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InvestmentResult } from '@bluebonnet/contracts';
import { formatCurrency } from '@bluebonnet/domain';
import { dollars, yearLabel } from '../../format';

/** Axis ticks in thousands: "$48k", "-$3k". */
const thousands = (value: number) => (value === 0 ? '$0' : `${formatCurrency(value / 1000)}k`);

/** Equity and cumulative cash flow by year (recharts, loaded only when a result is shown). */
export function ProjectionChart({ projection }: { projection: InvestmentResult['projection'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={projection} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="year" tickFormatter={yearLabel} tick={{ fontSize: 12, fill: '#475569' }} />
        <YAxis tickFormatter={thousands} width={64} tick={{ fontSize: 12, fill: '#475569' }} />
        <Tooltip formatter={(value) => dollars(Number(value))} labelFormatter={(year) => yearLabel(Number(year))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line type="monotone" dataKey="equity" name="Equity" stroke="#3136c0" strokeWidth={2} />
        <Line
          type="monotone"
          dataKey="cumulativeCashFlow"
          name="Cumulative cash flow"
          stroke="#047857"
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
