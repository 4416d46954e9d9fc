// The personalised introduction of the education email, from the client's goal, situation, timeframe,
// pre-approval and areas. Written to the client, in the product team's voice.
import { formatPlaceList } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import { resolveAreas } from '../home-research/index';
import { isInvestor, type EducationIntake } from './choose-materials';

function areaText(i: EducationIntake, reference: ReferenceData): string {
  const labels = resolveAreas(reference, i.preferredAreas).areas.map((a) => a.label);
  return labels.length ? ` in ${formatPlaceList(labels, 'or')}` : '';
}

function opening(i: EducationIntake, where: string): string {
  if (i.realEstateGoal === 'selling')
    return `Selling your home${where} goes more smoothly when you know what the buyer's side of the Texas contract requires, from the option period to title and closing costs.`;
  if (isInvestor(i))
    return `As an investor${where}, your numbers depend on the contract deadlines, what the inspection finds and Texas property taxes, so those guides come first.`;
  switch (i.currentSituation) {
    case 'first-time-buyer':
      return `Buying your first home${where} is a big step, and Texas has its own contract forms, deadlines and customs. These guides walk you through them in the order you will meet them.`;
    case 'relocating':
      return `Moving${where} is a lot to organise, and buying a home in Texas works a little differently from many places: property taxes, homestead exemptions and utility districts in particular.`;
    case 'upgrading':
      return `Moving up to a bigger home${where} usually means timing a purchase and a sale together; these guides cover the purchase side.`;
    case 'downsizing':
      return `Right-sizing${where} is a good moment to refresh how a Texas purchase works today; a few rules have changed recently.`;
    default:
      return `Buying a home${where} in Texas comes with a few deadlines and customs worth knowing before you make an offer.`;
  }
}

function timing(i: EducationIntake): string | null {
  // The investor opening already puts the deadline guides first.
  if (isInvestor(i) && (i.timeframe === 'immediately' || i.timeframe === '1-3-months')) return null;
  switch (i.timeframe) {
    case 'immediately':
      return 'Since you want to move right away, read the option period and inspection guides first: those clocks start the day an offer is accepted.';
    case '1-3-months':
      return 'With a move planned in the next few months, now is the time to learn the contract deadlines, before you are in the middle of one.';
    case '3-6-months':
    case '6-12-months':
      return 'You have some time before you move, which is the best time to sort out financing and understand the costs.';
    case 'exploring':
      return 'There is no rush: read these at your own pace, and keep them for when you are ready.';
    default:
      return null;
  }
}

function financing(i: EducationIntake, realtorName: string): string | null {
  if (i.realEstateGoal === 'selling') return null;
  switch (i.preApprovalStatus) {
    case 'pre-approved':
      return 'You are already pre-approved, so we left out the pre-approval basics and focused on what comes next.';
    case 'need-help':
      return `You asked for help getting pre-approved, so that guide comes early; ${realtorName} can introduce you to lenders.`;
    case 'not-ready':
      return 'When you are ready to talk about financing, the pre-approval guide explains what lenders look for.';
    default:
      return 'If you have not spoken with a lender yet, the pre-approval guide is a good place to start.';
  }
}

export function personalizedIntro(intake: EducationIntake, realtorName: string, reference: ReferenceData): string {
  const lines = [opening(intake, areaText(intake, reference)), timing(intake), financing(intake, realtorName)];
  return lines.filter((l): l is string => l !== null).join(' ');
}
