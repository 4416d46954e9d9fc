// The bundled tables' names as they reach the screens: one formatter applied on load (TEA publishes
// "MCKINNEY ISD", USPS "MC KINNEY"), checked against the real DFW names of zip-market, school-districts
// and city-home-values.
import { formatPlaceName } from '@bluebonnet/domain';
import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from './index';

const ref = bundledReferenceData();
const dfwCities = [...new Set(ref.allZipMarkets({ dfwOnly: true }).flatMap((z) => [z.city, ...z.otherCityNames]))];
const districts = ref.allZipMarkets({ dfwOnly: true }).flatMap((z) => ref.schoolsForZip(z.zip).districts);
const districtNames = [...new Set(districts.map((d) => d.name))];

/** Acronyms a name may keep in capitals. */
const CAPITALS = /^(?:ISD|CISD|JBSA|ILTEXAS|IDEA|KIPP|STEM|UME|TX|DFW|[A-Z]\+?|I{1,3}|IV)$/;

describe('place names from the bundled tables', () => {
  it.each([
    ['McKinney ISD', 'McKinney ISD'],
    ['DeSoto ISD', 'DeSoto ISD'],
    ['Frisco ISD', 'Frisco ISD'],
    ['Grand Prairie ISD', 'Grand Prairie ISD'],
    ['Eagle Mountain-Saginaw ISD', 'Eagle Mountain-Saginaw ISD'],
    ['Carrollton-Farmers Branch ISD', 'Carrollton-Farmers Branch ISD'],
    ['Hurst-Euless-Bedford ISD', 'Hurst-Euless-Bedford ISD'],
  ])('TEA district %s reads "%s"', (query, name) => {
    expect(ref.districtRating(query)?.name).toBe(name);
  });

  it.each(['McKinney', 'DeSoto', 'Fort Worth', 'Flower Mound', 'The Colony', 'Grand Prairie', 'Farmers Branch'])(
    'ZIP table city %s is spelled as Texans spell it',
    (city) => {
      expect(dfwCities).toContain(city);
      expect(ref.cityHomeValues(city)?.city ?? city).toBe(city);
    },
  );

  it('has no machine spelling left in any DFW city, district or campus name', () => {
    const campuses = districtNames.flatMap((d) => ref.campusesForDistrict(d).flatMap((c) => [c.name, c.city ?? '']));
    const names = [...dfwCities, ...districtNames, ...campuses, ...ref.cityNames()].filter(Boolean);
    expect(names.length).toBeGreaterThan(500);
    const bad = names.filter(
      (n) =>
        formatPlaceName(n) !== n ||
        /\bMc[a-z]|\bFt\b|\bIsd\b/.test(n) ||
        n.split(/[\s()-]+/).some((w) => w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w) && !CAPITALS.test(w)),
    );
    expect(bad).toEqual([]);
  });
});
