import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlaceList, formatPlaceName } from './place-names';
import { endSentence } from './text';
import { formatTitle } from './title-case';

// As the sources spell them (TEA capitals, HUD/USPS "MC KINNEY", machine title case, agents' typing) → as a Texan writes them.
const NAMES: [string, string][] = [
  ['MCKINNEY', 'McKinney'],
  ['MC KINNEY', 'McKinney'],
  ['Mckinney', 'McKinney'],
  ['mckinney', 'McKinney'],
  ['McKinney', 'McKinney'],
  ['MCKINNEY ISD', 'McKinney ISD'],
  ['Mckinney Isd', 'McKinney ISD'],
  ['DESOTO', 'DeSoto'],
  ['desoto isd', 'DeSoto ISD'],
  ['De Soto', 'DeSoto'],
  ['FORT WORTH', 'Fort Worth'],
  ['ft worth', 'Fort Worth'],
  ['Ft. Worth', 'Fort Worth'],
  ['FLOWER MOUND', 'Flower Mound'],
  ['THE COLONY', 'The Colony'],
  ['the colony', 'The Colony'],
  ['GRAND PRAIRIE ISD', 'Grand Prairie ISD'],
  ['LA PORTE', 'La Porte'],
  ['FRISCO ISD', 'Frisco ISD'],
  ['CARROLLTON-FARMERS BRANCH ISD', 'Carrollton-Farmers Branch ISD'],
  ['HURST-EULESS-BEDFORD ISD', 'Hurst-Euless-Bedford ISD'],
  ['EAGLE MT-SAGINAW ISD', 'Eagle Mountain-Saginaw ISD'],
  ['FORT WORTH ACADEMY OF FINE ARTS', 'Fort Worth Academy of Fine Arts'],
  ['TEXAS SCHOOL OF THE ARTS', 'Texas School of the Arts'],
  ['LA ACADEMIA DE ESTRELLAS', 'La Academia de Estrellas'],
  ['INTERNATIONAL LEADERSHIP OF TEXAS (ILTEXAS)', 'International Leadership of Texas (ILTEXAS)'],
  ['ST ANTHONY SCHOOL', 'St. Anthony School'],
  ['Jbsa Ft Sam Houston', 'JBSA Fort Sam Houston'],
  ['DEWITT', 'DeWitt'],
  ["O'DONNELL", "O'Donnell"],
  ['75034 frisco', '75034 Frisco'],
  ['  plano  ', 'Plano'],
];

describe('formatPlaceName', () => {
  it.each(NAMES)('%s → %s', (input, expected) => {
    expect(formatPlaceName(input)).toBe(expected);
  });

  it('leaves a well-written name as it is, and is idempotent', () => {
    for (const [, expected] of NAMES) expect(formatPlaceName(expected)).toBe(expected);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const once = formatPlaceName(s);
        expect(formatPlaceName(once)).toBe(once);
      }),
    );
  });
});

describe('formatPlaceList', () => {
  it('lists each place once, and a ZIP only when its city is not listed', () => {
    expect(formatPlaceList(['75034 Frisco', 'McKinney', 'Allen', 'Frisco'], 'or')).toBe('Frisco, McKinney or Allen');
    expect(formatPlaceList(['MCKINNEY', 'Mckinney', 'mc kinney'])).toBe('McKinney');
    expect(formatPlaceList(['75024 Plano', '75034 Frisco'], 'or')).toBe('75024 Plano or 75034 Frisco');
    expect(formatPlaceList([])).toBe('');
  });
});

describe('formatTitle', () => {
  it.each([
    ["Sale of the buyer's current home (TREC 10-6)", "Sale of the Buyer's Current Home (TREC 10-6)"],
    ['Financing contingency (TREC 40-11)', 'Financing Contingency (TREC 40-11)'],
    ['Lead-based paint disclosure (TREC OP-L / 56-0)', 'Lead-Based Paint Disclosure (TREC OP-L / 56-0)'],
    ['Inspection window (option period, ¶5)', 'Inspection Window (Option Period, ¶5)'],
    ['Agreed repairs (¶7D(2) or Amendment)', 'Agreed Repairs (¶7D(2) or Amendment)'],
    ['Appraisal termination right (TREC 49-1 box 3)', 'Appraisal Termination Right (TREC 49-1 Box 3)'],
    ["Accepting an offer that depends on the buyer's sale", "Accepting an Offer That Depends on the Buyer's Sale"],
    ['HOA documents (TREC 36)', 'HOA Documents (TREC 36)'],
    ['sale_of_other_property', 'Sale of Other Property'],
  ])('%s → %s', (input, expected) => {
    expect(formatTitle(input)).toBe(expected);
    expect(formatTitle(expected)).toBe(expected);
  });

  it('never capitalises after an apostrophe or drops a form number’s hyphen', () => {
    fc.assert(
      fc.property(fc.constantFrom("buyer's", "seller's", 'TREC 10-6', 'multi-family', '20-19'), (w) => {
        const out = formatTitle(`the ${w} form`);
        expect(out).not.toMatch(/['’][A-Z]/);
        expect(out).not.toMatch(/\d \d/);
      }),
    );
  });
});

describe('endSentence', () => {
  it('adds one period, never a second', () => {
    expect(endSentence('Deliver $5,000 to Republic Title of Texas, Inc.')).toBe(
      'Deliver $5,000 to Republic Title of Texas, Inc.',
    );
    expect(endSentence('Deliver $5,000 to the Escrow Agent')).toBe('Deliver $5,000 to the Escrow Agent.');
  });
});
