// One piece of the first-time-buyer library: the education_materials row (slug, title, category,
// description, content, order, isActive). Categories are stable keys the package chooser orders by.

export type EducationCategory =
  | 'buying-process'
  | 'agency'
  | 'financing'
  | 'contract'
  | 'inspections'
  | 'title'
  | 'neighborhood'
  | 'costs'
  | 'taxes';

export type EducationMaterialSeed = {
  slug: string;
  title: string;
  category: EducationCategory;
  description: string;
  content: string;
  order: number;
  isActive: boolean;
};

/** A stored row as the package reads it: any category string an admin may have added. */
export type EducationMaterialRow = Omit<EducationMaterialSeed, 'category'> & { category: string };

/** When the library's facts (figures, forms, laws) were last checked. Figures can change after this. */
export const EDUCATION_LIBRARY_REVIEWED = '2026-11';

export const paragraphs = (...parts: string[]) => parts.join('\n\n');
