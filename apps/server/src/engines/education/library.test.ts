import { describe, expect, it } from 'vitest';
import { EDUCATION_MATERIAL_SEEDS, EDUCATION_SLUGS } from './library';

const bySlug = (slug: string) => EDUCATION_MATERIAL_SEEDS.find((m) => m.slug === slug)!.content;

describe('the Texas first-time-buyer library', () => {
  it('holds at least 8 active, ordered pieces of several paragraphs each', () => {
    expect(EDUCATION_MATERIAL_SEEDS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EDUCATION_MATERIAL_SEEDS.map((m) => m.slug)).size).toBe(EDUCATION_MATERIAL_SEEDS.length);
    expect(EDUCATION_MATERIAL_SEEDS.map((m) => m.order)).toEqual(
      [...EDUCATION_MATERIAL_SEEDS.map((m) => m.order)].sort((a, b) => a - b),
    );
    for (const m of EDUCATION_MATERIAL_SEEDS) {
      expect(m.isActive).toBe(true);
      expect(m.content.split('\n\n').length, m.slug).toBeGreaterThanOrEqual(4);
      expect(m.title.length).toBeLessThanOrEqual(200); // education_materials.title
      expect(m.slug.length).toBeLessThanOrEqual(80);
    }
  });

  it('states the option period and earnest money rules of TREC ¶5 correctly', () => {
    const option = bySlug(EDUCATION_SLUGS.option);
    expect(option).toContain('within 3 days after the Effective Date');
    expect(option).toContain('by 5:00 p.m., local time where the property is located');
    expect(option).toContain('Saturday, Sunday or legal holiday');
    expect(option).toMatch(/option deadline does not move for weekends or holidays/);
    expect(option).toMatch(/option fee is not refunded.*earnest money is refunded/);
    expect(option).toContain(
      'Effective Date of March 1 and a 10-day option period, the option period ends on March 11',
    );
  });

  it('gets title, survey and inspections right', () => {
    const title = bySlug(EDUCATION_SLUGS.title);
    expect(title).toContain('T-47');
    expect(title).toContain('Texas Department of Insurance');
    expect(title).toContain('within 20 days after the title company receives a copy of the contract');
    expect(title).toMatch(/In DFW the seller customarily pays, but it is negotiable/);
    const inspections = bySlug(EDUCATION_SLUGS.inspections);
    expect(inspections).toContain('licensed by TREC');
    expect(inspections).toMatch(/Your window is the option period/);
  });

  it('dates the homestead figures and names where to check', () => {
    const taxes = bySlug(EDUCATION_SLUGS.taxes);
    expect(taxes).toContain('As of the 2025 tax year, $140,000 of the value is exempt from school district taxes');
    expect(taxes).toContain('raised it from $100,000 by approving Proposition 13 on November 4, 2025');
    expect(taxes).toMatch(/65 or older.*additional \$60,000/);
    expect(taxes).toContain('no state income tax');
    expect(taxes).toContain('Form 50-114');
    expect(taxes).toMatch(/as of November 2026.*appraisal district/s);
  });

  it('explains the agency notice and intermediary', () => {
    const agency = bySlug(EDUCATION_SLUGS.agency);
    expect(agency).toContain('Information About Brokerage Services');
    expect(agency).toMatch(/intermediary only with the written consent of both buyer and seller/);
    expect(agency).toContain('January 1, 2026');
  });
});
