// The terms compared, in display order. Each reads one extracted value (with its evidence) from a side.
import { ADDENDA, type Field, formatCurrency, formatLongDate, plural } from '@bluebonnet/domain';
import { choiceLabel, FROM_CENTS, type ContractReading } from '../contract-analysis/index';
import type { Side, TermRow } from './compare-types';
import { choiceDelta, dateDelta, daysDelta, moneyDelta, sameThing } from './deltas';

const cents = (f: Field<number> | undefined): Side | null =>
  f ? { shown: formatCurrency(f.value, FROM_CENTS), raw: f.value, evidence: f.evidence } : null;
const days = (f: Field<number> | undefined): Side | null =>
  f ? { shown: plural(f.value, 'day'), raw: f.value, evidence: f.evidence } : null;
const date = (f: Field<string> | undefined): Side | null =>
  f ? { shown: formatLongDate(f.value), raw: f.value, evidence: f.evidence } : null;
const text = (f: Field<string> | undefined): Side | null =>
  f ? { shown: f.value, raw: f.value.toLowerCase(), evidence: f.evidence } : null;
const choice = (
  f: Field<string | boolean> | undefined,
  show: (v: string | boolean) => string = (v) => choiceLabel(String(v)),
): Side | null => (f ? { shown: show(f.value), raw: f.value, evidence: f.evidence } : null);
const yesNo = (v: string | boolean) => (v === true ? 'yes' : v === false ? 'no' : String(v));

function addenda(r: ContractReading): Side {
  const kinds = [
    ...new Set([...r.form.addenda.map((a) => a.kind), ...r.terms.checkedAddenda.map((a) => a.value)]),
  ].sort();
  const names = kinds.map((k) => ADDENDA.find((a) => a.kind === k)?.name ?? k);
  return {
    shown: names.length ? names.join('; ') : 'none',
    raw: kinds.join(','),
    evidence: r.terms.checkedAddenda[0]?.evidence ?? null,
  };
}

export const TERM_ROWS: readonly TermRow[] = [
  { category: 'other', term: 'Property', read: (r) => text(r.terms.property.address), compare: sameThing('high') },
  { category: 'parties', term: 'Buyer', read: (r) => text(r.terms.parties.buyer), compare: sameThing('high') },
  { category: 'parties', term: 'Seller', read: (r) => text(r.terms.parties.seller), compare: sameThing('high') },
  {
    category: 'money',
    term: 'Sales Price',
    read: (r) => cents(r.terms.price.salesPriceCents),
    compare: moneyDelta(true),
  },
  {
    category: 'money',
    term: 'Cash portion (3A)',
    read: (r) => cents(r.terms.price.cashPortionCents),
    compare: moneyDelta(null),
  },
  {
    category: 'money',
    term: 'Financing (3B)',
    read: (r) => cents(r.terms.price.financingCents),
    compare: moneyDelta(null),
  },
  {
    category: 'money',
    term: 'Earnest money',
    read: (r) => cents(r.terms.earnestMoney.amountCents),
    compare: moneyDelta(true, 0.5, 0.1),
  },
  {
    category: 'money',
    term: 'Option Fee',
    read: (r) => cents(r.terms.option.feeCents),
    compare: moneyDelta(true, 1, 0.25),
  },
  {
    category: 'dates',
    term: 'Option period',
    read: (r) => days(r.terms.option.days),
    compare: daysDelta(true, 'high'),
  },
  {
    category: 'contingencies',
    term: 'Financing type',
    read: (r) => choice(r.terms.financing.type),
    compare: choiceDelta(null),
  },
  {
    category: 'contingencies',
    term: 'Subject to Buyer Approval',
    read: (r) => choice(r.terms.financing.subjectToBuyerApproval, yesNo),
    compare: choiceDelta(true, 'high'),
  },
  {
    category: 'dates',
    term: 'Buyer Approval period',
    read: (r) => days(r.terms.financing.buyerApprovalDays),
    compare: daysDelta(true),
  },
  {
    category: 'contingencies',
    term: 'Property Approval waived',
    read: (r) => choice(r.terms.financing.propertyApprovalWaived, yesNo),
    compare: choiceDelta(false, 'high'),
  },
  { category: 'dates', term: 'Closing date', read: (r) => date(r.terms.closingDate), compare: dateDelta() },
  { category: 'dates', term: 'Effective Date', read: (r) => date(r.terms.effectiveDate), compare: dateDelta('low') },
  {
    category: 'contingencies',
    term: 'Possession',
    read: (r) => choice(r.terms.possession),
    compare: choiceDelta(null),
  },
  {
    category: 'contingencies',
    term: 'Survey',
    read: (r) => choice(r.terms.survey.choice),
    compare: choiceDelta(null, 'low'),
  },
  { category: 'dates', term: 'Survey period', read: (r) => days(r.terms.survey.days), compare: daysDelta(null, 'low') },
  {
    category: 'dates',
    term: 'Title objection period',
    read: (r) => days(r.terms.title.objectionDays),
    compare: daysDelta(true),
  },
  {
    category: 'contingencies',
    term: 'Property condition',
    read: (r) => choice(r.terms.repairs.acceptance),
    compare: choiceDelta('as-is-with-repairs'),
  },
  {
    category: 'contingencies',
    term: "Seller's Disclosure Notice",
    read: (r) => choice(r.terms.sellersDisclosure.choice),
    compare: choiceDelta(null),
  },
  {
    category: 'contingencies',
    term: 'Mandatory HOA',
    read: (r) => choice(r.terms.hoa.mandatoryMembership, yesNo),
    compare: sameThing('medium'),
  },
  { category: 'contingencies', term: 'Addenda', read: addenda, compare: choiceDelta(null) },
  {
    category: 'money',
    term: 'Monthly rent',
    read: (r) => cents(r.terms.lease?.monthlyRentCents),
    compare: moneyDelta(true),
  },
  {
    category: 'money',
    term: 'Security deposit',
    read: (r) => cents(r.terms.lease?.securityDepositCents),
    compare: moneyDelta(true, 0.5, 0.1),
  },
  {
    category: 'money',
    term: 'Listing price',
    read: (r) => cents(r.terms.listing?.listingPriceCents),
    compare: moneyDelta(null),
  },
  { category: 'parties', term: 'Landlord', read: (r) => text(r.terms.lease?.landlord), compare: sameThing('high') },
  { category: 'parties', term: 'Tenant', read: (r) => text(r.terms.lease?.tenant), compare: sameThing('high') },
  { category: 'dates', term: 'Lease begins', read: (r) => date(r.terms.lease?.commencementDate), compare: dateDelta() },
  { category: 'dates', term: 'Lease ends', read: (r) => date(r.terms.lease?.expirationDate), compare: dateDelta() },
  {
    category: 'money',
    term: "Broker's fee",
    read: (r) => {
      const f = r.terms.listing?.commissionPercent;
      return f ? { shown: `${f.value} %`, raw: f.value, evidence: f.evidence } : null;
    },
    compare: sameThing('high'),
  },
];
