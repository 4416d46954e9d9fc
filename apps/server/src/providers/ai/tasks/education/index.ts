export { chooseMaterials, type EducationIntake } from './choose-materials';
export { educationPackageFor, type EducationPackageOutput } from './education-package';
export {
  EDUCATION_LIBRARY_SOURCE,
  educationPackageTask,
  educationProse,
  type EducationInput,
  type EducationProse,
} from './education-task';
export { EDUCATION_SIGN_OFF } from './email';
export { EDUCATION_MATERIAL_SEEDS, EDUCATION_SLUGS } from './library';
export {
  EDUCATION_LIBRARY_REVIEWED,
  type EducationCategory,
  type EducationMaterialRow,
  type EducationMaterialSeed,
} from './material-types';
