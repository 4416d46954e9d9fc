// The public school district a ZIP mostly belongs to, with its TEA rating. Campus addresses (2013) stand in
// for attendance zones, which the bundled data does not have: quote it as an indication, never a promise.
import type { DistrictRating, ReferenceData } from '../../reference-data/index';

export function mainDistrictFor(ref: ReferenceData, zip: string): DistrictRating | null {
  const { campuses, districts } = ref.schoolsForZip(zip);
  const counts = new Map<string, number>();
  for (const c of campuses) if (!c.charter) counts.set(c.districtId, (counts.get(c.districtId) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return districts.find((d) => d.districtId === top) ?? null;
}

/** TEA A or B: what "good schools" is taken to mean. */
export const isWellRated = (d: DistrictRating | null) => d?.rating === 'A' || d?.rating === 'B';
