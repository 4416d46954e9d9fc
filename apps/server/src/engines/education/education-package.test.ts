import { describe, expect, it } from 'vitest';
import { bundledReferenceData } from '../../reference-data/index';
import { educationPackageFor } from './education-package';
import { EDUCATION_SIGN_OFF } from './email';
import { EDUCATION_MATERIAL_SEEDS, EDUCATION_SLUGS as S } from './library';
import type { EducationIntake } from './choose-materials';

const reference = bundledReferenceData();
const TODAY = '2026-11-21';
const maria: EducationIntake = {
  firstName: 'Maria',
  lastName: 'Lopez',
  realEstateGoal: 'buying',
  currentSituation: 'first-time-buyer',
  timeframe: '1-3-months',
  preApprovalStatus: 'need-help',
  preferredAreas: 'Frisco or McKinney',
  propertyType: 'single-family',
  budgetRange: '300k-500k',
};
const pkg = (over: Partial<EducationIntake> = {}, today = TODAY) =>
  educationPackageFor({ ...maria, ...over }, EDUCATION_MATERIAL_SEEDS, 'Jane Smith', today, reference);
const slugs = (p: ReturnType<typeof pkg>) =>
  p.materials.map((m) => EDUCATION_MATERIAL_SEEDS.find((s) => s.title === m.title)!.slug);

describe('education package', () => {
  it('is personalised from the goal, situation, timeframe, pre-approval and areas', () => {
    const p = pkg();
    expect(p.clientName).toBe('Maria Lopez');
    expect(p.emailSubject).toBe('Maria, your Texas first-time buyer guides from Jane Smith');
    expect(p.personalizedIntro).toMatch(/^Buying your first home in Frisco or McKinney is a big step/);
    expect(p.personalizedIntro).toMatch(
      /next few months.*asked for help getting pre-approved.*Jane Smith can introduce you to lenders/,
    );
    expect(slugs(p).slice(0, 3)).toEqual([S.steps, S.preApproval, S.agency]);
  });

  it('writes a plain-text email with the intro, each guide and the fixed sign-off on its own lines', () => {
    const { emailTemplate, personalizedIntro, materials } = pkg();
    expect(emailTemplate.startsWith('Hi Maria,\n\nJane Smith asked us')).toBe(true);
    expect(emailTemplate).toContain(personalizedIntro);
    materials.forEach((m, i) => expect(emailTemplate).toContain(`${i + 1}. ${m.title}\n   ${m.description}`));
    expect(emailTemplate.endsWith(`\n\n${EDUCATION_SIGN_OFF}\n`)).toBe(true);
    expect(EDUCATION_SIGN_OFF).toBe('— The Bluebonnet Team');
    expect(emailTemplate.split(EDUCATION_SIGN_OFF)).toHaveLength(2);
    expect(emailTemplate).toContain('as of November 2026');
    expect(emailTemplate).not.toMatch(/<[a-z]/i);
  });

  it('gives a pre-approved buyer no pre-approval primer, and an investor the option, inspection and tax pieces first', () => {
    expect(slugs(pkg({ preApprovalStatus: 'pre-approved' }))).not.toContain(S.preApproval);
    const investor = pkg({
      realEstateGoal: 'investing',
      currentSituation: 'investing',
      preApprovalStatus: 'pre-approved',
    });
    expect(slugs(investor).slice(0, 3)).toEqual([S.option, S.inspections, S.taxes]);
    expect(slugs(investor)).not.toContain(S.steps);
    expect(investor.emailSubject).toContain('contract, inspection and tax guides');
  });

  it('fits sellers, relocations, condo buyers and the timeframe', () => {
    const seller = slugs(pkg({ realEstateGoal: 'selling', currentSituation: 'downsizing' }));
    expect(seller).not.toContain(S.preApproval);
    expect(seller).not.toContain(S.financing);
    const reloc = slugs(
      pkg({ currentSituation: 'relocating', preApprovalStatus: 'pre-approved', timeframe: '6-12-months' }),
    );
    expect(reloc.indexOf(S.taxes)).toBeLessThan(reloc.indexOf(S.inspections));
    const condo = slugs(pkg({ propertyType: 'condo', currentSituation: null }));
    expect(condo.indexOf(S.districts)).toBeLessThan(condo.indexOf(S.title));
    expect(pkg({ timeframe: 'immediately' }).personalizedIntro).toMatch(
      /move right away, read the option period and inspection guides first/,
    );
  });

  it('leaves out inactive pieces and says when the library is over a year old', () => {
    const rows = EDUCATION_MATERIAL_SEEDS.map((m) => (m.slug === S.districts ? { ...m, isActive: false } : m));
    const p = educationPackageFor(maria, rows, 'Jane Smith', TODAY, reference);
    expect(p.materials.map((m) => m.title)).not.toContain('HOAs, MUDs and Special Districts');
    expect(pkg({}, '2028-01-15').emailTemplate).toContain('more than a year ago');
    expect(pkg().emailTemplate).not.toContain('more than a year ago');
  });
});
