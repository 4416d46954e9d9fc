// Required disclosures and their status as far as the text shows. 'unknown' is said plainly when the
// text cannot show it (the IABS notice is never part of a contract).
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { plural } from '@bluebonnet/domain';
import type { ContractReading } from './read-contract';

type Disclosure = ContractAnalysis['complianceCheck']['requiredDisclosures'][number];

const LEAD_PAINT_YEAR = 1978;

const hasAddendum = (r: ContractReading, kind: string) =>
  r.form.addenda.some((a) => a.kind === kind) || r.terms.checkedAddenda.some((a) => a.value === kind);

function leadPaint(r: ContractReading): Disclosure {
  const name = 'Lead-based paint disclosure (42 U.S.C. 4852d)';
  const built = r.terms.leadPaint.yearBuilt?.value;
  if (hasAddendum(r, 'lead-based-paint'))
    return { name, status: 'present', reason: 'The lead-based paint addendum is attached or checked in ¶22.' };
  if (built === undefined) {
    return {
      name,
      status: 'unknown',
      reason: `The text does not state the year built; the disclosure is required for housing built before ${LEAD_PAINT_YEAR}.`,
    };
  }
  return built < LEAD_PAINT_YEAR
    ? {
        name,
        status: 'missing',
        reason: `Built in ${built}, before ${LEAD_PAINT_YEAR}, and no lead-based paint addendum is attached or checked.`,
      }
    : {
        name,
        status: 'not-required',
        reason: `Built in ${built}; the rule covers housing built before ${LEAD_PAINT_YEAR}.`,
      };
}

function sellersDisclosure(r: ContractReading): Disclosure {
  const name = "Seller's Disclosure Notice (Property Code §5.008)";
  const choice = r.terms.sellersDisclosure.choice?.value;
  const days = r.terms.sellersDisclosure.days?.value;
  if (r.form.family === 'unimproved')
    return {
      name,
      status: 'unknown',
      reason: 'The unimproved property contract has no §5.008 paragraph; check whether the land has a dwelling.',
    };
  if (choice === 'received') return { name, status: 'present', reason: 'The buyer has received the notice (¶7B(1)).' };
  if (choice === 'not-required')
    return {
      name,
      status: 'not-required',
      reason: "The contract states the notice is not required (¶7B(3)), e.g. a sale by an estate's executor.",
    };
  if (choice === 'not-received') {
    return {
      name,
      status: 'missing',
      reason: `Not yet received (¶7B(2))${days ? `; Seller must deliver it within ${plural(days, 'day')} of the Effective Date` : ''}, and the buyer may then terminate within 7 days.`,
    };
  }
  return { name, status: 'unknown', reason: 'The ¶7B choice could not be read.' };
}

function financingAddendum(r: ContractReading): Disclosure {
  const name = 'Third Party Financing Addendum (when 3B > 0)';
  const financed = (r.terms.price.financingCents?.value ?? 0) > 0 || !!r.terms.financing.loanAmountCents;
  if (
    hasAddendum(r, 'third-party-financing') ||
    hasAddendum(r, 'seller-financing') ||
    hasAddendum(r, 'loan-assumption')
  ) {
    return { name, status: 'present', reason: 'A financing addendum is attached or checked in ¶22.' };
  }
  if (!financed)
    return { name, status: 'not-required', reason: 'No financing is stated in 3B; this is a cash purchase.' };
  return r.trec
    ? { name, status: 'missing', reason: '3B states financing, but no financing addendum is attached or checked.' }
    : { name, status: 'unknown', reason: 'A non-TREC agreement; its own financing paragraph governs.' };
}

function owners(r: ContractReading): Disclosure {
  if (r.form.family === 'condo') {
    const cert = r.terms.condo.resaleCertificate?.value;
    const name = 'Condominium resale certificate (Property Code §82.157)';
    if (cert === 'received') return { name, status: 'present', reason: 'Received (¶2C(1)).' };
    if (cert === 'affidavit-waived')
      return {
        name,
        status: 'not-required',
        reason: "Waived with the Seller's affidavit that the association did not provide it (¶2C(3)).",
      };
    if (cert === 'not-received')
      return {
        name,
        status: 'missing',
        reason: 'Not yet received (¶2C(2)); the buyer may terminate within 7 days after receiving it.',
      };
    return { name, status: 'unknown', reason: 'The ¶2C choice could not be read.' };
  }
  const name = 'HOA addendum and Subdivision Information (Property Code §5.012, §207.003)';
  const mandatory = r.terms.hoa.mandatoryMembership?.value;
  if (mandatory === false)
    return {
      name,
      status: 'not-required',
      reason: 'The Property is not subject to a mandatory owners association (¶6E(2)).',
    };
  if (mandatory === undefined)
    return { name, status: 'unknown', reason: 'The text does not say whether a mandatory owners association applies.' };
  if (hasAddendum(r, 'hoa'))
    return { name, status: 'present', reason: 'Mandatory association, and the HOA addendum is attached or checked.' };
  return r.trec
    ? {
        name,
        status: 'missing',
        reason: 'Mandatory association (¶6E(2)), but the HOA addendum is not attached or checked.',
      }
    : {
        name,
        status: 'unknown',
        reason:
          'Mandatory association; this agreement is not on a TREC form, so check how it delivers the association documents.',
      };
}

const iabs: Disclosure = {
  name: 'Information About Brokerage Services (TREC IABS 1-2)',
  status: 'unknown',
  reason:
    'The IABS notice is given to a prospect at the first substantive communication; it is not part of the contract, so the contract text cannot show whether it was given.',
};

// The flood notice must be a document separate from the lease, so lease text can never show it.
const floodDisclosure: Disclosure = {
  name: 'Landlord flood disclosure (Property Code §92.0135)',
  status: 'unknown',
  reason:
    'For leases signed or renewed from January 1, 2022 the landlord gives a written flood notice in a document separate from the lease, so the lease text cannot show whether it was given.',
};

export function requiredDisclosures(r: ContractReading): Disclosure[] {
  if (r.kind === 'lease') return [leadPaint(r), floodDisclosure, iabs];
  if (r.kind === 'listing') return [leadPaint(r), iabs];
  return [sellersDisclosure(r), leadPaint(r), financingAddendum(r), owners(r), iabs];
}
