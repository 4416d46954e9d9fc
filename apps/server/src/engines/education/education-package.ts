// The education package for one client: guides chosen and ordered for them, a personalised intro, a
// subject line and the plain-text email. Pure: the date and the reference data (area names) come in as input.
import type { EducationPackage } from '@bluebonnet/contracts';
import type { ReferenceData } from '../../reference-data/index';
import { chooseMaterials, isInvestor, type EducationIntake } from './choose-materials';
import { educationEmail } from './email';
import { personalizedIntro } from './intro';
import type { EducationMaterialRow } from './material-types';

export type EducationPackageOutput = Omit<EducationPackage, 'meta'>;

function subject(intake: EducationIntake, realtorName: string): string {
  const name = intake.firstName.trim();
  const lead = name ? `${name}, your` : 'Your';
  if (intake.realEstateGoal === 'selling') return `${lead} guide to the Texas home-sale process from ${realtorName}`;
  if (isInvestor(intake)) return `${lead} Texas contract, inspection and tax guides from ${realtorName}`;
  if (intake.currentSituation === 'first-time-buyer')
    return `${lead} Texas first-time buyer guides from ${realtorName}`;
  return `${lead} Texas home-buying guides from ${realtorName}`;
}

export function educationPackageFor(
  intake: EducationIntake,
  materials: readonly EducationMaterialRow[],
  realtorName: string,
  today: string,
  reference: ReferenceData,
): EducationPackageOutput {
  const realtor = realtorName.trim() || 'Your realtor';
  const chosen = chooseMaterials(intake, materials);
  const intro = personalizedIntro(intake, realtor, reference);
  return {
    clientName: `${intake.firstName} ${intake.lastName}`.trim(),
    emailSubject: subject(intake, realtor),
    emailTemplate: educationEmail({
      firstName: intake.firstName,
      realtorName: realtor,
      intro,
      materials: chosen,
      today,
    }),
    personalizedIntro: intro,
    materials: chosen.map(({ title, category, description, content }) => ({ title, category, description, content })),
  };
}
