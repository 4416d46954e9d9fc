// Every extracted value as a key term for people: '$485,000', 'May 29, 2026', '7 days', with the quote it came from.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { formatCurrency, formatLongDate, plural } from '@bluebonnet/domain';
import { FROM_CENTS, nth } from './format';
import { ADDENDA, type ContractTerms, type Field } from './reader';
import { shownEvidence } from './risk-types';

type KeyTerm = ContractAnalysis['keyTerms'][number];
type Row = {
  key: string;
  label: string;
  field: (t: ContractTerms) => Field<unknown> | undefined;
  show?: (v: never) => string;
};

const days = (n: number) => plural(n, 'day');
const cents = (c: number) => formatCurrency(c, FROM_CENTS);
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

const LABELS: Readonly<Record<string, string>> = {
  'seller-existing': "Seller's existing survey with T-47 affidavit",
  'buyer-new': "New survey at Buyer's expense",
  'seller-new': "New survey at Seller's expense",
  'not-required': 'Not required',
  'seller-delivers': 'Seller delivers',
  'buyer-obtains': 'Buyer obtains',
  'already-received': 'Already received',
  received: 'Received',
  'not-received': 'Not received yet',
  'affidavit-waived': "Waived with Seller's affidavit",
  'as-is': 'As is (¶7D(1))',
  'as-is-with-repairs': 'As is, with listed repairs (¶7D(2))',
  'closing-and-funding': 'At closing and funding',
  'temporary-lease': 'Under a temporary lease',
  'month-to-month': 'Renews month to month',
  none: 'Does not renew',
  seller: 'Seller',
  buyer: 'Buyer',
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  'texas-veterans-land-board': 'Texas Veterans Land Board',
};
export const choiceLabel = (v: string) => LABELS[v] ?? v.charAt(0).toUpperCase() + v.slice(1).replace(/-/g, ' ');

const ROWS: readonly Row[] = [
  { key: 'buyer', label: 'Buyer', field: (t) => t.parties.buyer },
  { key: 'seller', label: 'Seller', field: (t) => t.parties.seller },
  { key: 'landlord', label: 'Landlord', field: (t) => t.lease?.landlord },
  { key: 'tenant', label: 'Tenant', field: (t) => t.lease?.tenant },
  { key: 'broker', label: 'Listing broker', field: (t) => t.listing?.broker },
  { key: 'propertyAddress', label: 'Property address', field: (t) => t.property.address },
  { key: 'unit', label: 'Unit', field: (t) => t.property.unit },
  { key: 'lot', label: 'Lot', field: (t) => t.property.lot },
  { key: 'block', label: 'Block', field: (t) => t.property.block },
  { key: 'addition', label: 'Addition / project', field: (t) => t.property.addition },
  { key: 'county', label: 'County', field: (t) => t.property.county },
  { key: 'salesPrice', label: 'Sales Price (3C)', field: (t) => t.price.salesPriceCents, show: cents },
  { key: 'cashPortion', label: 'Cash portion (3A)', field: (t) => t.price.cashPortionCents, show: cents },
  { key: 'financingAmount', label: 'Financing (3B)', field: (t) => t.price.financingCents, show: cents },
  { key: 'financingType', label: 'Financing type', field: (t) => t.financing.type, show: choiceLabel },
  { key: 'loanAmount', label: 'Loan amount', field: (t) => t.financing.loanAmountCents, show: cents },
  {
    key: 'buyerApproval',
    label: 'Subject to Buyer Approval',
    field: (t) => t.financing.subjectToBuyerApproval,
    show: yesNo,
  },
  { key: 'buyerApprovalDays', label: 'Buyer Approval days', field: (t) => t.financing.buyerApprovalDays, show: days },
  {
    key: 'propertyApprovalWaived',
    label: 'Property Approval waived',
    field: (t) => t.financing.propertyApprovalWaived,
    show: yesNo,
  },
  { key: 'earnestMoney', label: 'Earnest money', field: (t) => t.earnestMoney.amountCents, show: cents },
  { key: 'escrowAgent', label: 'Escrow Agent', field: (t) => t.earnestMoney.escrowAgent },
  {
    key: 'additionalEarnestMoney',
    label: 'Additional earnest money',
    field: (t) => t.earnestMoney.additionalAmountCents,
    show: cents,
  },
  {
    key: 'additionalEarnestMoneyDays',
    label: 'Additional earnest money due (days)',
    field: (t) => t.earnestMoney.additionalDays,
    show: days,
  },
  { key: 'optionFee', label: 'Option Fee', field: (t) => t.option.feeCents, show: cents },
  { key: 'optionDays', label: 'Option period', field: (t) => t.option.days, show: days },
  { key: 'titleCompany', label: 'Title company', field: (t) => t.title.company },
  { key: 'titlePolicyPaidBy', label: 'Title policy paid by', field: (t) => t.title.policyPaidBy, show: choiceLabel },
  { key: 'titleObjectionDays', label: 'Title objection period', field: (t) => t.title.objectionDays, show: days },
  {
    key: 'contractReceivedDate',
    label: 'Title Company received the contract',
    field: (t) => t.title.contractReceivedDate,
    show: formatLongDate,
  },
  { key: 'survey', label: 'Survey', field: (t) => t.survey.choice, show: choiceLabel },
  { key: 'surveyDays', label: 'Survey due (days)', field: (t) => t.survey.days, show: days },
  {
    key: 'sellersDisclosure',
    label: "Seller's Disclosure Notice",
    field: (t) => t.sellersDisclosure.choice,
    show: choiceLabel,
  },
  {
    key: 'sellersDisclosureDays',
    label: "Seller's Disclosure due (days)",
    field: (t) => t.sellersDisclosure.days,
    show: days,
  },
  { key: 'yearBuilt', label: 'Year built', field: (t) => t.leadPaint.yearBuilt, show: (v: number) => String(v) },
  {
    key: 'leadPaintInspection',
    label: 'Lead-based paint inspection reserved',
    field: (t) => t.leadPaint.inspection,
    show: yesNo,
  },
  { key: 'propertyCondition', label: 'Property condition', field: (t) => t.repairs.acceptance, show: choiceLabel },
  { key: 'repairs', label: 'Agreed repairs', field: (t) => t.repairs.repairs },
  { key: 'hoaMandatory', label: 'Mandatory owners association', field: (t) => t.hoa.mandatoryMembership, show: yesNo },
  { key: 'hoaName', label: 'Association', field: (t) => t.hoa.association },
  {
    key: 'subdivisionInformation',
    label: 'Subdivision Information',
    field: (t) => t.hoa.subdivisionInformation,
    show: choiceLabel,
  },
  {
    key: 'subdivisionInformationDays',
    label: 'Subdivision Information due (days)',
    field: (t) => t.hoa.days,
    show: days,
  },
  { key: 'condoDocuments', label: 'Condominium documents', field: (t) => t.condo.documents, show: choiceLabel },
  {
    key: 'condoDocumentsDays',
    label: 'Condominium documents due (days)',
    field: (t) => t.condo.documentsDays,
    show: days,
  },
  { key: 'resaleCertificate', label: 'Resale certificate', field: (t) => t.condo.resaleCertificate, show: choiceLabel },
  {
    key: 'resaleCertificateDays',
    label: 'Resale certificate due (days)',
    field: (t) => t.condo.resaleCertificateDays,
    show: days,
  },
  { key: 'rightOfRefusalDays', label: 'Right of refusal (days)', field: (t) => t.condo.rightOfRefusalDays, show: days },
  { key: 'effectiveDate', label: 'Effective Date', field: (t) => t.effectiveDate, show: formatLongDate },
  { key: 'closingDate', label: 'Closing date (¶9A)', field: (t) => t.closingDate, show: formatLongDate },
  { key: 'possession', label: 'Possession', field: (t) => t.possession, show: choiceLabel },
  { key: 'monthlyRent', label: 'Monthly rent', field: (t) => t.lease?.monthlyRentCents, show: cents },
  { key: 'securityDeposit', label: 'Security deposit', field: (t) => t.lease?.securityDepositCents, show: cents },
  { key: 'leaseStart', label: 'Lease begins', field: (t) => t.lease?.commencementDate, show: formatLongDate },
  { key: 'leaseEnd', label: 'Lease ends', field: (t) => t.lease?.expirationDate, show: formatLongDate },
  { key: 'leaseTerm', label: 'Lease term', field: (t) => t.lease?.termMonths, show: (v: number) => plural(v, 'month') },
  {
    key: 'rentDueDay',
    label: 'Rent due',
    field: (t) => t.lease?.rentDueDay,
    show: (v: number) => `${nth(v)} of each month`,
  },
  { key: 'lateFeeInitial', label: 'Initial late fee', field: (t) => t.lease?.lateFeeInitialCents, show: cents },
  { key: 'lateFeeDaily', label: 'Daily late fee', field: (t) => t.lease?.lateFeeDailyCents, show: cents },
  { key: 'lateFeeMaxDays', label: 'Daily late fee limit', field: (t) => t.lease?.lateFeeMaxDays, show: days },
  { key: 'lateFeeMax', label: 'Late fee limit', field: (t) => t.lease?.lateFeeMaxCents, show: cents },
  {
    key: 'lateFeeAfterDay',
    label: 'Late fee if unpaid after',
    field: (t) => t.lease?.lateFeeAfterDay,
    show: (v: number) => `the ${nth(v)} of the month`,
  },
  {
    key: 'depositRefund',
    label: 'Deposit refund',
    field: (t) => t.lease?.depositRefundDays,
    show: (v: number) => `Within ${days(v)} after surrender`,
  },
  {
    key: 'nonRenewalNotice',
    label: 'Notice of non-renewal',
    field: (t) => t.lease?.nonRenewalNoticeDays,
    show: (v: number) => `${days(v)} before the Expiration Date`,
  },
  { key: 'renewal', label: 'Renewal', field: (t) => t.lease?.renewal, show: choiceLabel },
  { key: 'dwellingUnits', label: 'Units in the building', field: (t) => t.lease?.dwellingUnits, show: String },
  { key: 'listingPrice', label: 'Listing price', field: (t) => t.listing?.listingPriceCents, show: cents },
  { key: 'listingStart', label: 'Listing begins', field: (t) => t.listing?.startDate, show: formatLongDate },
  { key: 'listingEnd', label: 'Listing ends', field: (t) => t.listing?.endDate, show: formatLongDate },
  {
    key: 'commissionPercent',
    label: "Broker's fee (%)",
    field: (t) => t.listing?.commissionPercent,
    show: (v: number) => `${v} %`,
  },
  { key: 'commissionAmount', label: "Broker's fee ($)", field: (t) => t.listing?.commissionCents, show: cents },
  { key: 'protectionPeriod', label: 'Protection period', field: (t) => t.listing?.protectionPeriodDays, show: days },
  { key: 'specialProvisions', label: 'Special Provisions (¶11)', field: (t) => t.specialProvisions },
  { key: 'otherAddenda', label: 'Other addenda (¶22)', field: (t) => t.otherAddenda },
];

/** 'Sales Price (3C)' → 'Sales Price' when the document is not a TREC form and has no such paragraph. */
const plainLabel = (label: string) => label.replace(/\s*\((?:¶[^)]*|\d[A-C])\)$/, '');

export function keyTerms(terms: ContractTerms, trec: boolean): KeyTerm[] {
  const out: KeyTerm[] = [];
  for (const row of ROWS) {
    const found = row.field(terms);
    if (!found) continue;
    const show = (row.show ?? String) as (v: unknown) => string;
    // A value the agent entered on the analysis has no contract words behind it; say so instead.
    const evidence = shownEvidence(found.evidence);
    out.push({
      key: row.key,
      label: trec ? row.label : plainLabel(row.label),
      value: evidence ? show(found.value) : `${show(found.value)} (entered by you)`,
      evidence,
    });
  }
  terms.checkedAddenda.forEach((a, i) => {
    const name = ADDENDA.find((x) => x.kind === a.value)?.name ?? a.value;
    out.push({ key: `addendum-${i + 1}`, label: 'Addendum checked in ¶22', value: name, evidence: a.evidence });
  });
  return out;
}
