// Which guides a client gets, and in what order: the library order, moved earlier or dropped by the
// client's goal, situation, timeframe, pre-approval and property type. Keyed by slug; pieces an admin
// added (unknown slugs) keep their own order.
import { EDUCATION_SLUGS as S } from './library';
import type { EducationMaterialRow } from './material-types';

export type EducationIntake = {
  firstName: string;
  lastName: string;
  realEstateGoal: string;
  currentSituation: string | null;
  timeframe: string | null;
  preApprovalStatus: string;
  preferredAreas: string | null;
  propertyType: string | null;
  budgetRange: string | null;
};

type Plan = { shift: Map<string, number>; drop: Set<string> };

/** Moves pieces earlier: each slug's rank drops by the points given. */
function earlier(plan: Plan, moves: Record<string, number>): void {
  for (const [slug, by] of Object.entries(moves)) plan.shift.set(slug, (plan.shift.get(slug) ?? 0) - by);
}

export function isInvestor(i: Pick<EducationIntake, 'realEstateGoal' | 'currentSituation'>): boolean {
  return i.realEstateGoal === 'investing' || i.currentSituation === 'investing';
}

function plan(i: EducationIntake): Plan {
  const p: Plan = { shift: new Map(), drop: new Set() };
  const firstTime = i.currentSituation === 'first-time-buyer';
  if (firstTime) earlier(p, { [S.steps]: 100, [S.agency]: 50 });
  if (i.realEstateGoal === 'selling') {
    [S.steps, S.preApproval, S.financing].forEach((s) => p.drop.add(s));
    earlier(p, { [S.title]: 40, [S.costs]: 40, [S.option]: 30 });
  } else if (isInvestor(i)) {
    // Deadlines, condition and taxes drive an investor's numbers.
    earlier(p, { [S.option]: 60, [S.inspections]: 58, [S.taxes]: 56 });
    if (!firstTime) p.drop.add(S.steps);
  }
  if (i.realEstateGoal === 'both') earlier(p, { [S.title]: 10, [S.costs]: 10 });
  if (i.preApprovalStatus === 'pre-approved') p.drop.add(S.preApproval);
  else earlier(p, { [S.preApproval]: i.preApprovalStatus === 'need-help' ? 95 : 40 });
  if (i.timeframe === 'immediately' || i.timeframe === '1-3-months')
    earlier(p, { [S.option]: 20, [S.inspections]: 20, [S.financing]: 15 });
  if (i.timeframe === 'exploring' || i.timeframe === '6-12-months') earlier(p, { [S.costs]: 20, [S.taxes]: 20 });
  if (i.currentSituation === 'relocating') earlier(p, { [S.taxes]: 30, [S.districts]: 20 });
  if (i.propertyType === 'condo' || i.propertyType === 'townhome') earlier(p, { [S.districts]: 25 });
  return p;
}

export function chooseMaterials<T extends EducationMaterialRow>(intake: EducationIntake, materials: readonly T[]): T[] {
  const p = plan(intake);
  const rank = (m: T) => m.order + (p.shift.get(m.slug) ?? 0);
  return materials
    .filter((m) => m.isActive && !p.drop.has(m.slug))
    .map((m, index) => ({ m, index }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.m.order - b.m.order || a.index - b.index)
    .map(({ m }) => m);
}
