// Two contracts side by side, term by term, with whom each difference favours from the buyer's (or
// tenant's) point of view, and both risk scores from the analysis rules. Pure and deterministic.
import type { CivilDate } from '@bluebonnet/domain';
import { assessRisk, readContract, type ContractReading } from '../contract-analysis/index';
import type { ComparedContract, ContractComparison, Difference } from './compare-types';
import { TERM_ROWS } from './term-rows';

const RISK_HIGH = 15;
const RISK_MEDIUM = 5;

function riskDifference(a: number, b: number): Difference | null {
  if (a === b) return null;
  const diff = b - a;
  return {
    category: 'risk',
    term: 'Risk score',
    a: `${a}/100`,
    b: `${b}/100`,
    difference: `${diff > 0 ? '+' : '-'}${Math.abs(diff)} points`,
    favours: diff > 0 ? 'a' : 'b',
    significance: Math.abs(diff) >= RISK_HIGH ? 'high' : Math.abs(diff) >= RISK_MEDIUM ? 'medium' : 'low',
    evidenceA: null,
    evidenceB: null,
  };
}

function termDifferences(a: ContractReading, b: ContractReading): { differences: Difference[]; same: string[] } {
  const differences: Difference[] = [];
  const same: string[] = [];
  for (const row of TERM_ROWS) {
    const x = row.read(a);
    const y = row.read(b);
    if (!x && !y) continue;
    if (x && y && x.raw === y.raw) {
      same.push(`${row.term}: ${x.shown}`);
      continue;
    }
    const delta =
      x && y
        ? row.compare(x, y)
        : {
            difference: x ? 'only stated in A' : 'only stated in B',
            favours: 'depends' as const,
            significance: 'medium' as const,
          };
    differences.push({
      category: row.category,
      term: row.term,
      a: x?.shown ?? 'not stated',
      b: y?.shown ?? 'not stated',
      ...delta,
      evidenceA: x?.evidence ?? null,
      evidenceB: y?.evidence ?? null,
    });
  }
  return { differences, same };
}

function summarise(
  labelA: string,
  labelB: string,
  differences: Difference[],
  same: number,
  riskA: number,
  riskB: number,
): string {
  if (differences.length === 0)
    return `${labelA} and ${labelB} state the same terms (${same} compared); risk ${riskA}/100 each.`;
  const count = (f: Difference['favours']) => differences.filter((d) => d.favours === f).length;
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  const key = differences
    .filter((d) => d.significance === 'high' && d.category !== 'risk')
    .slice(0, 4)
    .map(
      (d) =>
        `${d.term}: ${d.difference}${d.favours === 'a' ? ` (favours ${labelA})` : d.favours === 'b' ? ` (favours ${labelB})` : ''}`,
    );
  return [
    `Compared from the buyer's point of view (the tenant's, for a lease), differences are read as ${labelB} against ${labelA}.`,
    `${n(differences.length, 'term differs', 'terms differ')} and ${n(same, 'is', 'are')} the same: ${n(count('a'), 'favours', 'favour')} ${labelA}, ${n(count('b'), 'favours', 'favour')} ${labelB}, ${n(count('depends') + count('neither'), 'depends', 'depend')} on the client's priorities or favour neither.`,
    key.length ? `Most significant: ${key.join('; ')}.` : null,
    `Risk: ${labelA} ${riskA}/100, ${labelB} ${riskB}/100.`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function compareContracts(a: ComparedContract, b: ComparedContract, today: CivilDate): ContractComparison {
  const readA = readContract(a.text, 'purchase');
  const readB = readContract(b.text, 'purchase');
  const riskA = assessRisk(readA, readA.kind, today).score;
  const riskB = assessRisk(readB, readB.kind, today).score;
  const { differences, same } = termDifferences(readA, readB);
  const risk = riskDifference(riskA, riskB);
  const all = risk ? [...differences, risk] : differences;
  return {
    labelA: a.label,
    labelB: b.label,
    summary: summarise(a.label, b.label, all, same.length, riskA, riskB),
    differences: all,
    same,
    riskA,
    riskB,
  };
}
