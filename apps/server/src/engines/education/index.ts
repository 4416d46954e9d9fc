// The education engine: the first-time-buyer guides (the bundled library), chosen and ordered for one
// client, with a personalised intro and the plain-text email. The LLM task is providers/ai/tasks/education.
export { chooseMaterials, type EducationIntake } from './choose-materials';
export { educationPackageFor, type EducationPackageOutput } from './education-package';
export { EDUCATION_SIGN_OFF } from './email';
export { EDUCATION_MATERIAL_SEEDS, EDUCATION_SLUGS } from './library';
export {
  EDUCATION_LIBRARY_REVIEWED,
  type EducationCategory,
  type EducationMaterialRow,
  type EducationMaterialSeed,
} from './material-types';
