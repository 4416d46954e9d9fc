// The TREC addenda the reader knows, with the numbers trec.md gives. An addendum without a number in
// trec.md is recognised by its name only; its number is not guessed.

export type AddendumKind =
  | 'third-party-financing'
  | 'hoa'
  | 'lead-based-paint'
  | 'amendment'
  | 'lenders-appraisal'
  | 'sellers-disclosure-notice'
  | 'seller-financing'
  | 'loan-assumption'
  | 'sale-of-other-property'
  | 'back-up'
  | 'sellers-temporary-lease'
  | 'buyers-temporary-lease'
  | 'residential-leases'
  | 'fixture-leases'
  | 'mineral-reservation'
  | 'buyer-termination-notice'
  | 'seller-termination-notice'
  | 'water-disclosure'
  | 'short-sale'
  | 'coastal'
  | 'seaward'
  | 'propane'
  | 'hydrostatic'
  | 'environmental'
  | 'improvement-district'
  | 'section-1031'
  | 'va-release'
  | 'non-realty-items'
  | 'other';

export type Addendum = {
  kind: AddendumKind;
  name: string;
  /** TREC series numbers from trec.md ('OP-L' and '56' are the same addendum's old and new numbers). */
  numbers: readonly string[];
  /** Capitalised title of the addendum's own page, when it has one worth detecting. */
  title?: RegExp;
  /** Start of its ¶22 check-box label, lower case, straight apostrophes, single spaces. */
  checklist?: string;
};

const APOS = "['’]";

export const ADDENDA: readonly Addendum[] = [
  {
    kind: 'third-party-financing',
    name: 'Third Party Financing Addendum',
    numbers: ['40'],
    title: /THIRD\s+PARTY\s+FINANCING\s+ADDENDUM/,
    checklist: 'third party financing addendum',
  },
  {
    kind: 'hoa',
    name: 'Addendum for Property Subject to Mandatory Membership in a Property Owners Association',
    numbers: ['36'],
    title: /ADDENDUM\s+FOR\s+PROPERTY\s+SUBJECT\s+TO\s+MANDATORY\s+MEMBERSHIP/,
    checklist: 'addendum for property subject to',
  },
  {
    kind: 'lead-based-paint',
    name: "Addendum for Seller's Disclosure of Information on Lead-Based Paint",
    numbers: ['OP-L', '56'],
    title: new RegExp(
      `ADDENDUM\\s+FOR\\s+SELLER${APOS}S\\s+DISCLOSURE\\s+OF\\s+INFORMATION\\s+ON\\s+LEAD-BASED\\s+PAINT`,
    ),
    checklist: "addendum for seller's disclosure of",
  },
  { kind: 'amendment', name: 'Amendment to Contract', numbers: ['39'], title: /^[ \t]*AMENDMENT[ \t]*$/m },
  {
    kind: 'lenders-appraisal',
    name: "Addendum Concerning Right to Terminate Due to Lender's Appraisal",
    numbers: ['49'],
    title: new RegExp(`RIGHT\\s+TO\\s+TERMINATE\\s+DUE\\s+TO\\s+LENDER${APOS}S\\s+APPRAISAL`),
    checklist: 'addendum concerning right to',
  },
  {
    kind: 'sellers-disclosure-notice',
    name: "Seller's Disclosure Notice",
    numbers: ['OP-H', '55'],
    title: new RegExp(`SELLER${APOS}S\\s+DISCLOSURE\\s+NOTICE`),
  },
  {
    kind: 'seller-financing',
    name: 'Seller Financing Addendum',
    numbers: ['26'],
    title: /SELLER\s+FINANCING\s+ADDENDUM/,
    checklist: 'seller financing addendum',
  },
  {
    kind: 'loan-assumption',
    name: 'Loan Assumption Addendum',
    numbers: ['41'],
    title: /LOAN\s+ASSUMPTION\s+ADDENDUM/,
    checklist: 'loan assumption',
  },
  {
    kind: 'sale-of-other-property',
    name: 'Addendum for Sale of Other Property by Buyer',
    numbers: ['10'],
    title: /ADDENDUM\s+FOR\s+SALE\s+OF\s+OTHER\s+PROPERTY/,
    checklist: 'addendum for sale of other property',
  },
  {
    kind: 'back-up',
    name: 'Addendum for "Back-Up" Contract',
    numbers: ['11'],
    title: /ADDENDUM\s+FOR\s+["“]?BACK-UP/,
    checklist: 'addendum for "back-up"',
  },
  {
    kind: 'sellers-temporary-lease',
    name: "Seller's Temporary Residential Lease",
    numbers: ['15'],
    title: new RegExp(`SELLER${APOS}S\\s+TEMPORARY\\s+RESIDENTIAL\\s+LEASE`),
    checklist: "seller's temporary residential lease",
  },
  {
    kind: 'buyers-temporary-lease',
    name: "Buyer's Temporary Residential Lease",
    numbers: ['16'],
    title: new RegExp(`BUYER${APOS}S\\s+TEMPORARY\\s+RESIDENTIAL\\s+LEASE`),
    checklist: "buyer's temporary residential lease",
  },
  {
    kind: 'residential-leases',
    name: 'Addendum Regarding Residential Leases',
    numbers: ['51'],
    title: /ADDENDUM\s+REGARDING\s+RESIDENTIAL\s+LEASES/,
    checklist: 'addendum regarding residential leases',
  },
  {
    kind: 'fixture-leases',
    name: 'Addendum Regarding Fixture Leases',
    numbers: ['52'],
    title: /ADDENDUM\s+REGARDING\s+FIXTURE\s+LEASES/,
    checklist: 'addendum regarding fixture leases',
  },
  {
    kind: 'mineral-reservation',
    name: 'Addendum for Reservation of Oil, Gas and Other Minerals',
    numbers: ['44'],
    title: /ADDENDUM\s+FOR\s+RESERVATION\s+OF\s+OIL/,
    checklist: 'addendum for reservation of oil',
  },
  {
    kind: 'buyer-termination-notice',
    name: "Notice of Buyer's Termination of Contract",
    numbers: ['38'],
    title: new RegExp(`NOTICE\\s+OF\\s+BUYER${APOS}S\\s+TERMINATION`),
  },
  {
    kind: 'seller-termination-notice',
    name: "Notice of Seller's Termination of Contract",
    numbers: ['50'],
    title: new RegExp(`NOTICE\\s+OF\\s+SELLER${APOS}S\\s+TERMINATION`),
  },
  { kind: 'water-disclosure', name: "Seller's Disclosure about Groundwater and Surface Water Rights", numbers: ['61'] },
  {
    kind: 'short-sale',
    name: 'Short Sale Addendum',
    numbers: [],
    title: /SHORT\s+SALE\s+ADDENDUM/,
    checklist: 'short sale addendum',
  },
  {
    kind: 'coastal',
    name: 'Addendum for Coastal Area Property',
    numbers: [],
    checklist: 'addendum for coastal area property',
  },
  {
    kind: 'seaward',
    name: 'Addendum for Property Located Seaward of the Gulf Intracoastal Waterway',
    numbers: [],
    checklist: 'addendum for property located seaward',
  },
  {
    kind: 'propane',
    name: 'Addendum for Property in a Propane Gas System Service Area',
    numbers: [],
    checklist: 'addendum for property in a propane',
  },
  {
    kind: 'hydrostatic',
    name: 'Addendum for Authorizing Hydrostatic Testing',
    numbers: [],
    checklist: 'addendum for authorizing hydrostatic',
  },
  {
    kind: 'environmental',
    name: 'Environmental Assessment, Threatened or Endangered Species and Wetlands Addendum',
    numbers: [],
    checklist: 'environmental assessment',
  },
  {
    kind: 'improvement-district',
    name: 'Addendum containing Notice of Obligation to Pay Improvement District Assessment',
    numbers: [],
    checklist: 'addendum containing notice of obligation',
  },
  {
    kind: 'section-1031',
    name: 'Addendum for Section 1031 Exchange',
    numbers: [],
    checklist: 'addendum for section 1031',
  },
  {
    kind: 'va-release',
    name: "Addendum for Release of Liability on Assumed Loan and/or Restoration of Seller's VA Entitlement",
    numbers: [],
    checklist: 'addendum for release of liability',
  },
  { kind: 'non-realty-items', name: 'Non-Realty Items Addendum', numbers: [], checklist: 'non-realty items addendum' },
  { kind: 'other', name: 'Other (list)', numbers: [], checklist: 'other (list)' },
];
