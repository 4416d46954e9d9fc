// The plain-text education email: greeting, the personalised intro, the chosen guides with their
// descriptions, a dated note on accuracy, and the product team's fixed sign-off (spec platform §9).
import { MONTH_NAMES } from '@bluebonnet/domain';
import { EDUCATION_LIBRARY_REVIEWED, type EducationMaterialRow } from './material-types';

/** Spec §9: the education email closes with a fixed sign-off by the product team. */
export const EDUCATION_SIGN_OFF = '— The Bluebonnet Team';

/** '2026-11' → 'November 2026'. */
export function monthYear(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

/** Months from the library review to today (YYYY-MM-DD). */
function monthsSince(reviewed: string, today: string): number {
  const [ry, rm] = reviewed.split('-').map(Number);
  const [ty, tm] = today.split('-').map(Number);
  return ((ty ?? 0) - (ry ?? 0)) * 12 + ((tm ?? 0) - (rm ?? 0));
}

export type EmailParts = {
  firstName: string;
  realtorName: string;
  intro: string;
  materials: readonly Pick<EducationMaterialRow, 'title' | 'description'>[];
  today: string;
};

export function accuracyNote(today: string): string {
  const stale =
    monthsSince(EDUCATION_LIBRARY_REVIEWED, today) > 12
      ? ' That was more than a year ago: check the figures before relying on them.'
      : '';
  return `These guides are general information about buying in Texas, not legal, tax or lending advice. Figures and rules are as of ${monthYear(EDUCATION_LIBRARY_REVIEWED)}.${stale} Where a figure can change, the guide says where to check it.`;
}

export function educationEmail(p: EmailParts): string {
  const list = p.materials.map((m, i) => `${i + 1}. ${m.title}\n   ${m.description}`).join('\n\n');
  return (
    [
      `Hi ${p.firstName.trim() || 'there'},`,
      `${p.realtorName} asked us to put together a set of Texas home-buying guides for you.`,
      p.intro,
      `Your guides (${p.materials.length}):`,
      list,
      `Questions about any of them? Reply to this email or contact ${p.realtorName} directly.`,
      accuracyNote(p.today),
      EDUCATION_SIGN_OFF,
    ].join('\n\n') + '\n'
  );
}
