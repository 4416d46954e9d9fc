import type { CompareContractsResponse } from '@bluebonnet/contracts';
import type { Evidence } from '@bluebonnet/domain';
import type { ContractReading } from '../contract-analysis/index';

export type Difference = CompareContractsResponse['differences'][number];
export type Favours = Difference['favours'];
export type Significance = Difference['significance'];

/** One side's value of a term: how to show it, how to compare it, where it came from. */
export type Side = { shown: string; raw: number | string | boolean; evidence: Evidence | null };

/** How B differs from A, and whom that helps (buyer's point of view). */
export type Delta = { difference: string; favours: Favours; significance: Significance };

export type TermRow = {
  category: Difference['category'];
  term: string;
  read: (r: ContractReading) => Side | null;
  /** Called only when both sides exist and differ. */
  compare: (a: Side, b: Side) => Delta;
};

export type ComparedContract = { text: string; label: string };
export type ContractComparison = Omit<CompareContractsResponse, 'meta'>;
