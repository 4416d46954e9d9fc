// A figure the analysis uses, with where it came from: typed by the agent, read from a named and dated
// table, or absent (zero, and said so). Every one becomes an entry of the answer's `assumptions`.
import type { AiSource, InvestmentAssumption, investmentEndpoints, ParsedBody } from '@bluebonnet/contracts';

export type InvestmentInput = ParsedBody<typeof investmentEndpoints.analyze>;

export type Filled = {
  value: number;
  assumption: InvestmentAssumption;
  /** The tables behind a 'table' value, for meta.sources. */
  sources: AiSource[];
  /** A caution the report's summary repeats (a partial tax bill, no insurance). */
  warning?: string;
};

type Field = Pick<InvestmentAssumption, 'field' | 'label'>;

export function typed(what: Field, value: number, note = 'Entered by you.'): Filled {
  return { value, assumption: { ...what, value, origin: 'you', source: null, asOf: null, note }, sources: [] };
}

export function noData(what: Field, note: string, warning?: string): Filled {
  return {
    value: 0,
    assumption: { ...what, value: 0, origin: 'none', source: null, asOf: null, note },
    sources: [],
    ...(warning ? { warning } : {}),
  };
}

export function fromTable(
  what: Field,
  value: number,
  from: { source: string; asOf: string; note: string; tables: AiSource[]; warning?: string },
): Filled {
  return {
    value,
    assumption: { ...what, value, origin: 'table', source: from.source, asOf: from.asOf, note: from.note },
    sources: from.tables,
    ...(from.warning ? { warning: from.warning } : {}),
  };
}
