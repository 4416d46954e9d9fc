// The contract pieces: the option period and earnest money (TREC ¶5), the financing addendum, inspections.
// Facts checked against the TREC 20-17 resale contract text (¶5, ¶7A) and shared/domain/trec.md.
import { paragraphs, type EducationMaterialSeed } from './material-types';

export const OPTION_AND_EARNEST_MONEY: EducationMaterialSeed = {
  slug: 'option-period-earnest-money',
  title: 'The Option Period and Earnest Money (TREC Contract Paragraph 5)',
  category: 'contract',
  description: 'What the option fee buys you, the 3-day deadline for your money, and the 5:00 p.m. rule.',
  order: 5,
  isActive: true,
  content: paragraphs(
    'Paragraph 5 of the TREC resale contract covers two separate sums. The earnest money shows the seller you are serious; the option fee buys you the unrestricted right to terminate the contract for any reason during the option period. Both amounts, and the number of option days, are negotiated in your offer: there is no legal minimum.',
    'Deadline for the money: within 3 days after the Effective Date (the date of final acceptance, which the broker fills in) you must deliver the earnest money and the option fee to the escrow agent named in the contract, usually the title company. They are made payable to the escrow agent and may be paid together. If the third day falls on a Saturday, Sunday or legal holiday, the time is extended to the end of the next day that is not. If the option fee is not delivered in time, or no amount is written in, you have no option right. If the earnest money is late, the seller may terminate.',
    'Counting days: days are calendar days, and the Effective Date is day 0. With an Effective Date of March 1 and a 10-day option period, the option period ends on March 11.',
    'The 5:00 p.m. rule: a notice of termination under the option must be given by 5:00 p.m., local time where the property is located, on the last day of the option period. Unlike the money deadline, the option deadline does not move for weekends or holidays. Time is of the essence: one minute late and the right is gone.',
    'If you terminate in time, the option fee is not refunded (it goes to the seller) and your earnest money is refunded. If you close, the option fee is credited to the sales price and the earnest money is applied toward your purchase at closing. If you default without a valid reason to terminate, the seller may be entitled to keep the earnest money.',
    'Need more time? An extension is negotiated on the TREC Amendment, usually for an additional option fee, and must be signed before the current option period ends.',
  ),
};

export const FINANCING_ADDENDUM: EducationMaterialSeed = {
  slug: 'financing-appraisal',
  title: 'Financing and Appraisal: The Third Party Financing Addendum',
  category: 'financing',
  description: 'How the financing addendum protects your earnest money if the loan or the appraisal falls through.',
  order: 4,
  isActive: true,
  content: paragraphs(
    "When you borrow to buy, your offer includes TREC's Third Party Financing Addendum (form 40-11 as of 2026). It states the loan type and terms and gives you two separate protections, each with its own clock.",
    "Buyer Approval: if the box is checked, you may terminate within the number of days written in the addendum if you cannot get loan approval based on your own credit, income and assets, by giving the seller notice and the lender's written statement of the reasons. Your earnest money is refunded. Once that window passes, the contract no longer depends on your own approval, so stay in close contact with your lender during those days.",
    "Property Approval: if the property does not satisfy the lender's underwriting (for example the appraisal, insurability or lender-required repairs), you may terminate on or before the 3rd day before the closing date with notice and the lender's written statement; the earnest money is refunded.",
    "Appraisal gaps: if the appraised value comes in below the price, the lender lends on the lower value. TREC's Addendum Regarding Lender's Appraisal (form 49-1) lets the parties agree in advance whether you waive the right to terminate over a low appraisal, waive it only above a stated value, or keep an extra right to terminate. It is not used with FHA or VA loans, which carry their own appraisal provisions in the financing addendum.",
    'Time is of the essence for these deadlines. Put every date on your calendar the day the contract is signed, and ask your agent and lender what happens on each one.',
  ),
};

export const INSPECTIONS: EducationMaterialSeed = {
  slug: 'inspections',
  title: 'Home Inspections in Texas',
  category: 'inspections',
  description: 'TREC-licensed inspectors, the option period as your window, and how repair requests work.',
  order: 6,
  isActive: true,
  content: paragraphs(
    "Under the TREC contract you may have the property inspected by inspectors you choose who are licensed by TREC or otherwise permitted by law. The seller must give reasonable access and keep the utilities on; hydrostatic (plumbing pressure) testing needs the seller's separate written permission.",
    "Your window is the option period. The inspection, any follow-up by specialists and the repair negotiation all have to fit before the 5:00 p.m. option deadline, so book the inspector the day your contract is signed. You can check an inspector's license with TREC's license holder search; TREC-licensed inspectors report on TREC's standard inspection report form, which marks each item as inspected, not inspected, not present or deficient.",
    "Consider specialists where the general report points: much of DFW sits on expansive clay soil, so foundation movement is a common finding and a structural engineer's evaluation can be worth it; also a wood-destroying insect (termite) inspection, a sewer-line camera scope for older homes, and roof, HVAC or pool specialists.",
    "Read the Seller's Disclosure Notice. Most resale sellers must give one under Texas Property Code §5.008; compare it with what the inspector finds. For homes built before 1978, federal law requires a lead-based paint disclosure and addendum, which can give you a separate inspection window.",
    'After the inspection, within the option period, you can ask the seller to repair items, give a credit, or lower the price, agreed in writing on the TREC Amendment, or you can terminate. The seller does not have to agree. Agreed repairs must be finished before closing, by licensed or qualified providers with any required permits.',
  ),
};
