// Property taxes and the residence homestead exemption. Exemption amounts as of the 2025 tax year:
// $140,000 school exemption (SB 4, Proposition 13, approved by voters on November 4, 2025; it was
// $100,000 from 2023) and $60,000 more for 65+/disabled (SB 23, Proposition 11; was $10,000).
// Since 2022 (SB 8, 2021) a buyer can apply in the year of purchase. Re-check after each legislative session.
import { paragraphs, type EducationMaterialSeed } from './material-types';

export const PROPERTY_TAXES: EducationMaterialSeed = {
  slug: 'property-taxes-homestead',
  title: 'Texas Property Taxes and the Homestead Exemption',
  category: 'taxes',
  description: 'How Texas property taxes work, the homestead exemption (as of 2026) and how to apply.',
  order: 10,
  isActive: true,
  content: paragraphs(
    "Texas has no state income tax and no state property tax. Local governments (the county, the city, the school district and special districts such as MUDs, community colleges and hospital districts) each levy a property tax. Your county appraisal district sets the home's value as of January 1, each taxing unit sets a rate per $100 of value, and your bill is the taxable value times the sum of the rates. The school district is usually the largest share.",
    'The residence homestead exemption lowers the taxable value of the home you own and live in as your principal residence. As of the 2025 tax year, $140,000 of the value is exempt from school district taxes: Texas voters raised it from $100,000 by approving Proposition 13 on November 4, 2025. Homeowners aged 65 or older or with a qualifying disability get an additional $60,000 school exemption (raised from $10,000 by Proposition 11 at the same election). Counties and cities may add optional exemptions of their own.',
    'Other homestead protections: once the homestead exemption is in place, the home\'s appraised value for taxes cannot rise more than 10 % a year (plus new improvements). For owners 65 or older or disabled, the school tax on the homestead is frozen at the amount of the year they qualify (a "tax ceiling"), and cities and counties may adopt their own. Disabled veterans have separate exemptions that depend on their disability rating.',
    "How to apply: file the application for residence homestead exemption (Texas Comptroller Form 50-114) with your county appraisal district, usually online, with a Texas driver's license or ID showing the home's address. Since 2022 you no longer have to wait until January 1 of the next year: if the home does not already carry a homestead exemption, you can apply as soon as you own and live in it. If the seller's exemption is on the home for the year you buy, it stays through December 31, and you apply for the following year. Ask the appraisal district about its deadlines.",
    'Plan for the first full bill: the tax proration at closing uses an estimate, and if the seller had exemptions or a tax ceiling you do not qualify for, your own bill can be noticeably higher. Your lender will adjust the escrow account, so the monthly payment can change after the first year. If you disagree with the appraised value, you can protest it, generally by May 15 or 30 days after the notice of appraised value is mailed, whichever is later.',
    "Figures here are as of November 2026; the Legislature and voters can change exemption amounts. Check your county appraisal district (for example Dallas CAD, Collin CAD, Denton CAD or Tarrant Appraisal District) and the Texas Comptroller's property tax pages for current rules and rates.",
  ),
};
