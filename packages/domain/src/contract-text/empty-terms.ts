// The starting point for every reader: nothing known, every value null.
import type { ContractForm } from './form-types';
import type { ContractTerms } from './types';

export function emptyTerms(form: Pick<ContractForm, 'kind' | 'family'>): ContractTerms {
  return {
    kind: form.kind,
    family: form.family,
    parties: { buyer: null, seller: null },
    property: {
      address: null,
      city: null,
      county: null,
      zip: null,
      lot: null,
      block: null,
      addition: null,
      unit: null,
    },
    price: { cashPortionCents: null, financingCents: null, salesPriceCents: null },
    earnestMoney: {
      amountCents: null,
      escrowAgent: null,
      escrowAgentAddress: null,
      additionalAmountCents: null,
      additionalDays: null,
    },
    option: { feeCents: null, days: null },
    financing: {
      type: null,
      loanAmountCents: null,
      subjectToBuyerApproval: null,
      buyerApprovalDays: null,
      propertyApprovalWaived: null,
    },
    title: { company: null, policyPaidBy: null, objectionDays: null, contractReceivedDate: null },
    survey: { choice: null, days: null },
    naturalResourceLeases: { delivered: null, terminationDays: null },
    sellersDisclosure: { choice: null, days: null },
    waterDisclosure: { choice: null, days: null },
    leadPaint: { yearBuilt: null, inspection: null },
    repairs: { acceptance: null, repairs: null },
    hoa: {
      mandatoryMembership: null,
      association: null,
      subdivisionInformation: null,
      days: null,
      updatedResaleCertificate: null,
    },
    condo: {
      documents: null,
      documentsDays: null,
      resaleCertificate: null,
      resaleCertificateDays: null,
      rightOfRefusalDays: null,
    },
    construction: { startDays: null, substantialCompletionDate: null },
    closingDate: null,
    possession: null,
    specialProvisions: null,
    checkedAddenda: [],
    otherAddenda: null,
    effectiveDate: null,
    lease: null,
    listing: null,
    findings: [],
  };
}
