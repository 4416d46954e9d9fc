// Title, survey, associations and districts, and closing costs. TREC ¶6 (title and survey), ¶12
// (expenses) and ¶13 (prorations) as in the 20-17 resale contract text.
import { paragraphs, type EducationMaterialSeed } from './material-types';

export const TITLE_AND_SURVEY: EducationMaterialSeed = {
  slug: 'title-survey',
  title: 'Title Insurance and the Survey',
  category: 'title',
  description: "The title commitment, the T-47 affidavit, your owner's policy and who usually pays for it.",
  order: 7,
  isActive: true,
  content: paragraphs(
    'Most Texas closings are handled by a title company. It holds the earnest money as escrow agent, searches the public records, issues title insurance and runs the closing.',
    "Owner's title policy: paragraph 6A of the TREC contract has the seller furnish you an owner's policy of title insurance in the amount of the sales price, at the seller's or the buyer's expense, whichever box is checked. In DFW the seller customarily pays, but it is negotiable and customs differ across Texas. Title premiums in Texas are set by the Texas Department of Insurance, so the basic premium for a given price is the same at every title company. The lender's (loan) policy is a buyer's expense. For a fee you can have the standard survey exception amended to cover only \"shortages in area\", which broadens your protection on boundary issues; the contract says who pays for it.",
    'Title commitment: the seller must furnish the commitment and the documents listed as exceptions within 20 days after the title company receives a copy of the contract (with a limited automatic extension). Read it with your agent: it shows liens to be paid off, easements, and the deed restrictions that may limit fences, sheds, parking or renting. The contract advises having the commitment reviewed promptly by an attorney of your choice.',
    "Survey: the contract offers three choices. (1) The seller furnishes an existing survey with a T-47 Residential Real Property Affidavit (newer forms also allow the T-47.1 Declaration) stating nothing has changed; if the title company or lender will not accept it, a new survey is ordered at the expense of the party the contract names. (2) You order a new survey at your expense. (3) The seller orders a new survey at the seller's expense.",
    'Objections: you may object in writing to title or survey problems within the number of days written in the contract after you receive the commitment, the exception documents and the survey. The seller then has 15 days to cure. If a problem is not cured, you may terminate within 5 days after the cure period ends, with your earnest money refunded; doing nothing counts as accepting it.',
  ),
};

export const HOA_AND_DISTRICTS: EducationMaterialSeed = {
  slug: 'hoa-mud-pid',
  title: 'HOAs, MUDs and Special Districts',
  category: 'neighborhood',
  description: 'Association rules and fees, and the utility and improvement districts common in DFW suburbs.',
  order: 8,
  isActive: true,
  content: paragraphs(
    "Many DFW homes belong to a mandatory property owners' association (HOA). TREC's HOA addendum decides who obtains the subdivision information (the restrictions, bylaws, rules and a resale certificate showing dues, special assessments and any lawsuits) and when. If you receive it after the contract is signed, you may terminate within 3 days after receiving it, or before closing if that comes first, with your earnest money refunded. The addendum also caps the association transfer fees you pay; the seller pays any excess.",
    "Municipal utility districts (MUDs) are common in fast-growing suburbs. A MUD borrows to build water, sewer and drainage systems and repays the bonds with its own property tax, which is added to the city, county and school taxes. The seller must give you the statutory MUD notice; look up the district's current rate on the county appraisal district's website before you offer, because it changes your monthly payment.",
    'Public improvement districts (PIDs) charge assessments for streets, parks or other improvements, and the seller must give you a notice of the obligation to pay them. Ask how much is left and for how many years.',
    "Condominiums are bought on TREC's separate condominium contract, with the condominium documents and a resale certificate from the association. If they reach you after the contract is signed, you may terminate within 7 days after receiving them.",
  ),
};

export const CLOSING_COSTS: EducationMaterialSeed = {
  slug: 'closing-costs',
  title: 'Closing Costs in Texas: What to Expect',
  category: 'costs',
  description: 'Who pays what under the TREC contract, prorated taxes, and how to read your Closing Disclosure.',
  order: 9,
  isActive: true,
  content: paragraphs(
    "Your cash to close is your down payment plus closing costs and prepaid items, less your earnest money, the option fee credit and anything the seller agreed to pay for you. Your lender's Loan Estimate shows the figures early; the Closing Disclosure, which you receive at least 3 business days before closing on most mortgages, shows the final ones.",
    "Under paragraph 12 of the TREC resale contract, a buyer usually pays the loan costs (appraisal, application and origination charges, credit report, underwriting, document preparation), the lender's title policy and its endorsements, half of the escrow fee, recording and courier fees, and the prepaid items: interest until the first payment, the first year of homeowners insurance, and the reserves your lender holds for taxes and insurance. Mortgage insurance (PMI, the FHA premium or the VA funding fee) applies when the loan requires it. The seller pays lien releases, deed preparation, tax certificates, half of the escrow fee and, in DFW, customarily the owner's title policy.",
    'The contract lets the seller agree to pay a set amount toward your expenses; your loan type limits how much can be applied. Texas has no state transfer tax on home sales.',
    'Property taxes are prorated through the closing date. Texas taxes are paid in arrears (bills go out in the fall and are due by January 31), so you usually receive a credit from the seller for the part of the year they owned the home, and you pay the full bill when it arrives.',
    'Homeowners insurance: get quotes early. Hail and wind claims affect premiums in North Texas, and flood insurance is a separate policy; ask whether the home is in a FEMA flood zone.',
    'Wire fraud warning: criminals send fake emails with changed wiring instructions. Before sending money, call the title company at a number you found independently, never one from an email, and confirm the instructions by voice.',
  ),
};
