import { describe, expect, it } from 'vitest';
import { campusesForDistrict, districtRating, schoolsForZip } from './schools.lookup';

describe('districtRating', () => {
  it('finds a district however the agent writes its name', () => {
    const frisco = districtRating('Frisco ISD');
    expect(frisco).toMatchObject({ name: 'Frisco ISD', county: 'Collin', asOf: '2022', charter: false });
    expect(['A', 'B', 'C']).toContain(frisco!.rating);
    expect(frisco!.score).toBeGreaterThanOrEqual(70);
    expect(districtRating('frisco')?.districtId).toBe(frisco!.districtId);
    expect(districtRating('Frisco Independent School District')?.districtId).toBe(frisco!.districtId);
    expect(frisco!.source).toEqual({
      name: 'TEA 2022 accountability ratings (districts)',
      kind: 'bundled',
      asOf: '2022',
    });
  });

  it('returns null for an unknown district', () => {
    expect(districtRating('Springfield ISD')).toBeNull();
  });
});

describe('schoolsForZip', () => {
  it('lists rated campuses in the ZIP with their districts and caveats', () => {
    const result = schoolsForZip('75034');
    expect(result.campuses.length).toBeGreaterThan(5);
    expect(result.campuses.every((c) => c.zip === '75034' && c.ratingMeaning.length > 0)).toBe(true);
    expect(result.districts.map((d) => d.name)).toContain('Frisco ISD');
    expect(result.notes.join(' ')).toMatch(/2013/);
    expect(result.sources.map((s) => s.asOf)).toEqual(['2022', '2022']);
  });

  it('explains that "Not Rated: SB 1365" hides a score below 70', () => {
    const campus = campusesForDistrict('Dallas ISD').find((c) => c.rating === 'Not Rated: SB 1365');
    expect(campus).toBeDefined();
    expect(campus!.ratingMeaning).toMatch(/below 70/);
  });

  it('returns no campuses for an unknown ZIP', () => {
    expect(schoolsForZip('99999').campuses).toEqual([]);
  });
});
