// The first-time-buyer library for Texas, in reading order: the rows the server seeds into
// education_materials (slug is the stable key).
import { AGENCY, BUYING_STEPS, PRE_APPROVAL } from './materials-getting-started';
import { FINANCING_ADDENDUM, INSPECTIONS, OPTION_AND_EARNEST_MONEY } from './materials-contract';
import { CLOSING_COSTS, HOA_AND_DISTRICTS, TITLE_AND_SURVEY } from './materials-closing';
import { PROPERTY_TAXES } from './materials-taxes';
import type { EducationMaterialSeed } from './material-types';

export const EDUCATION_MATERIAL_SEEDS: readonly EducationMaterialSeed[] = [
  BUYING_STEPS,
  AGENCY,
  PRE_APPROVAL,
  FINANCING_ADDENDUM,
  OPTION_AND_EARNEST_MONEY,
  INSPECTIONS,
  TITLE_AND_SURVEY,
  HOA_AND_DISTRICTS,
  CLOSING_COSTS,
  PROPERTY_TAXES,
].sort((a, b) => a.order - b.order);

export const EDUCATION_SLUGS = {
  steps: BUYING_STEPS.slug,
  agency: AGENCY.slug,
  preApproval: PRE_APPROVAL.slug,
  financing: FINANCING_ADDENDUM.slug,
  option: OPTION_AND_EARNEST_MONEY.slug,
  inspections: INSPECTIONS.slug,
  title: TITLE_AND_SURVEY.slug,
  districts: HOA_AND_DISTRICTS.slug,
  costs: CLOSING_COSTS.slug,
  taxes: PROPERTY_TAXES.slug,
} as const;
