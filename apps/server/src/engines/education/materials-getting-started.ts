// The first pieces: the path from first call to keys, who represents whom, and pre-approval.
import { paragraphs, type EducationMaterialSeed } from './material-types';

export const BUYING_STEPS: EducationMaterialSeed = {
  slug: 'buying-steps',
  title: 'Buying a Home in Texas, Step by Step',
  category: 'buying-process',
  description: 'The path from the first conversation to the keys, and which steps run on a deadline.',
  order: 1,
  isActive: true,
  content: paragraphs(
    'Buying a home in Texas follows a predictable path. Knowing the order of the steps, and which of them run on a strict deadline, keeps you in control and protects your money.',
    '1. Choose your agent and sign a written agreement. Since January 1, 2026, Texas law (Senate Bill 1968) requires a written agreement between a buyer and the agent before the agent shows you a home, or before making an offer for you if no home is shown. It states the services, whether it is exclusive, when it ends and how the broker is paid. Broker compensation is not set by law and is negotiable. Your agent will also give you TREC\'s "Information About Brokerage Services" notice.',
    '2. Get pre-approved. A lender checks your income, assets and credit and issues a pre-approval letter. Sellers expect one with an offer, and it tells you what you can really spend.',
    '3. Tour homes and make an offer. Most Texas resale homes are bought on contract forms promulgated by the Texas Real Estate Commission (TREC): the One to Four Family Residential Contract (Resale) for houses, and a separate form for condominiums. Your offer sets the price, the earnest money, the option fee and the number of option days, the financing and the closing date.',
    '4. Once the seller accepts, the Effective Date starts the clocks. Within 3 days you deliver the earnest money and the option fee to the escrow agent, usually the title company. During the option period you inspect, negotiate repairs, and can still walk away for any reason.',
    "5. Loan, appraisal, title and survey. Your lender orders an appraisal and completes underwriting; the title company issues a title commitment; the survey (or the seller's existing survey with a T-47 affidavit) is checked.",
    '6. Final walk-through and closing. For most mortgages you receive your Closing Disclosure at least 3 business days before closing. At closing you sign, the loan funds and the deed is recorded; you normally get possession at closing and funding unless a temporary lease says otherwise.',
    'A financed purchase often takes about 30 to 45 days from contract to closing; your contract sets the exact closing date, and a cash purchase can close sooner.',
  ),
};

export const AGENCY: EducationMaterialSeed = {
  slug: 'agency-disclosure',
  title: 'Who Represents You: Agency, the IABS Notice and Intermediary',
  category: 'agency',
  description: "What TREC's Information About Brokerage Services notice tells you, and how intermediary works.",
  order: 2,
  isActive: true,
  content: paragraphs(
    'Texas requires a broker or agent to give you TREC\'s "Information About Brokerage Services" (IABS) notice at the first substantive conversation about a specific property. It is not a contract: it explains the ways a brokerage can work with you, names the broker, the supervisor and the agent, and points you to TREC\'s consumer protection notice. You may be asked to sign that you received it.',
    "The listing broker represents the seller. A buyer's broker represents you, under a written agreement, and owes you its loyalty: to put your interests first, keep your confidences, tell you material facts it knows, and negotiate for you. Since January 1, 2026 the agreement you sign before a showing must say whether the agent represents you or is only showing you the property; an agent who only shows a home does not represent you and is limited in the advice it can give.",
    "Intermediary: when your agent and the seller's agent work for the same brokerage, that broker can act as an intermediary only with the written consent of both buyer and seller. The broker must treat both parties honestly and fairly, and may appoint one associate to work with you and another to work with the seller, each giving opinions and advice to their own party. An intermediary may not disclose, unless authorized in writing, that the seller will accept less than the asking price, that you will pay more than your written offer, or any confidential information either party asked to be kept private.",
    'Broker compensation is negotiable and is set out in your written agreement. The TREC purchase contract has a place where the seller can agree to pay an amount toward what you owe your broker; ask your agent how that works in your offer.',
    "You can check any agent's or broker's license, and its sponsoring broker, with TREC's license holder search at trec.texas.gov.",
  ),
};

export const PRE_APPROVAL: EducationMaterialSeed = {
  slug: 'pre-approval',
  title: 'Getting Pre-Approved for a Mortgage',
  category: 'financing',
  description: 'Why pre-approval comes first, what lenders ask for, and how to keep your approval intact.',
  order: 3,
  isActive: true,
  content: paragraphs(
    'A pre-qualification is an estimate from what you tell a lender. A pre-approval is stronger: the lender checks your credit and documents and states, in writing, how much it is prepared to lend on what terms. Texas sellers expect a pre-approval letter with an offer.',
    'Have these ready: photo ID; pay stubs for the last 30 days; W-2s (and tax returns if you are self-employed or earn commissions) for the last two years; two months of bank and investment statements; and a gift letter if family is helping with the down payment. Large deposits you cannot document slow an approval down.',
    "Loan types differ in down payment and cost. As of 2026: conventional loans can start at 3 % down for some programs; FHA loans at 3.5 % for borrowers who meet FHA's credit score minimum; VA and USDA loans can need no down payment for eligible borrowers. Texas also has first-time-buyer and down-payment assistance programs through the Texas State Affordable Housing Corporation (TSAHC) and the Texas Department of Housing and Community Affairs (TDHCA) for buyers who meet income and price limits; ask your lender which apply to you. Programs and limits change: confirm them with the lender.",
    'Compare lenders. After you apply, each must give you a Loan Estimate within 3 business days, on the same federal form, so rates, points and fees are easy to compare.',
    'Protect the approval until closing: do not open new credit, finance a car or furniture, change jobs, or move large sums without asking your lender first. A pre-approval letter also has an expiry date; check it before you write an offer.',
  ),
};
