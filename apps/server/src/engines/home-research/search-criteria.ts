// What to search for, from an intake: areas → ZIPs and cities, budget → price bounds, property type,
// goal and must-haves. Stored on the research profile (searchCriteria) and passed to the listings provider.
import { intakePropertyTypes, realEstateGoals } from '@bluebonnet/contracts';
import type { IntakePropertyType, ListingSearch } from '../../providers/listings/index';
import type { ReferenceData } from '../../reference-data/index';
import { resolveAreas, type AreaLabel } from './area-market';
import { budgetBounds, type BudgetBounds } from './budget';
import { minBedroomsIn, needsIn, type NeedKey } from './needs';

export type RealEstateGoal = (typeof realEstateGoals)[number];

export type ResearchIntake = {
  realEstateGoal: string;
  propertyType: string | null;
  budgetRange: string | null;
  preferredAreas: string | null;
  additionalNeeds: string | null;
  notes?: string | null;
};

export type SearchCriteria = ListingSearch & {
  goal: RealEstateGoal | null;
  budget: BudgetBounds | null;
  areas: AreaLabel[];
  unresolvedAreas: string[];
  needs: NeedKey[];
  /** The research date (YYYY-MM-DD): "new construction" and the as-of wording are judged against it. */
  today: string;
};

const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined): T | null =>
  values.find((x) => x === v) ?? null;

/** Closeness of a ZIP's typical value to the budget: 0 inside, else the relative distance to it. */
function distanceToBudget(value: number | undefined, budget: BudgetBounds | null): number {
  if (value === undefined) return Infinity;
  if (!budget) return 0;
  if (budget.min !== null && value < budget.min) return (budget.min - value) / budget.min;
  if (budget.max !== null && value > budget.max) return (value - budget.max) / budget.max;
  return 0;
}

export function searchCriteriaFor(ref: ReferenceData, intake: ResearchIntake, today: string): SearchCriteria {
  const areas = resolveAreas(ref, intake.preferredAreas);
  const budget = budgetBounds(intake.budgetRange);
  const text = [intake.additionalNeeds, intake.notes].filter(Boolean).join('\n');
  // ZIPs whose typical value suits the budget first: providers search the first few.
  const zips = areas.rows
    .map((row, i) => ({ zip: row.zip, i, d: distanceToBudget(row.homeValue?.zhvi, budget) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((z) => z.zip);
  return {
    zips,
    cities: areas.cities,
    minPrice: budget?.min ?? null,
    maxPrice: budget?.max ?? null,
    propertyType: oneOf<IntakePropertyType>(intakePropertyTypes, intake.propertyType),
    minBedrooms: minBedroomsIn(text),
    goal: oneOf<RealEstateGoal>(realEstateGoals, intake.realEstateGoal),
    budget,
    areas: areas.areas,
    unresolvedAreas: areas.unresolved,
    needs: needsIn(text),
    today,
  };
}
