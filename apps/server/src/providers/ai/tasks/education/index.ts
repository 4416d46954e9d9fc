// The education package as an AI task: the engine (engines/education) writes it; an LLM may only reword
// the personalised intro.
export {
  EDUCATION_LIBRARY_SOURCE,
  educationPackageTask,
  educationProse,
  type EducationInput,
  type EducationProse,
} from './education-task';
