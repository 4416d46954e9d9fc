// One mapper per contract clause, from extracted terms to the deadline engine's input. Each reports
// what it could not map through `need`, naming the deadlines that stay uncomputed.
import type { DeadlineKey } from '../deadlines/deadline-types';
import type { ContractDeadlineInput, LoanType } from '../deadlines/input-types';
import type { AddendumKind } from './form-catalog';
import type { ContractForm } from './form-types';
import type { ContractTerms } from './types';

export type Need = (term: string, paragraph: string, reason: string, affects: readonly (DeadlineKey | 'all')[]) => void;
export type ClauseContext = { terms: ContractTerms; form: ContractForm; need: Need };
type Part = Partial<ContractDeadlineInput>;

const LOAN_TYPES: readonly string[] = [
  'conventional',
  'texas-veterans-land-board',
  'fha',
  'va',
  'usda',
  'reverse-mortgage',
  'other',
];
const LEAD_PAINT_YEAR = 1978;

function hasAddendum({ terms, form }: ClauseContext, kind: AddendumKind): boolean {
  return terms.checkedAddenda.some((a) => a.value === kind) || form.addenda.some((a) => a.kind === kind);
}

export function moneyAndOption({ terms, need }: ClauseContext): Part {
  const { option, earnestMoney } = terms;
  const out: Part = {};
  const fee = option.feeCents?.value ?? 0;
  if (option.days) out.option = { days: option.days.value, feeStated: fee > 0 };
  else if (fee > 0)
    need('option.days', '5B', 'An Option Fee is stated but the option days in ¶5B are blank.', [
      'option-period',
      'option-fee',
    ]);
  if ((earnestMoney.additionalAmountCents?.value ?? 0) > 0) {
    if (earnestMoney.additionalDays) out.additionalEarnestMoneyDays = earnestMoney.additionalDays.value;
    else
      need('earnestMoney.additionalDays', '5A(1)', 'Additional earnest money is stated without its days.', [
        'additional-earnest-money',
      ]);
  }
  return out;
}

export function surveyInput({ terms, form, need }: ClauseContext): Part {
  const { choice, days } = terms.survey;
  if (choice?.value === 'not-required') return { survey: { option: 'not-required' } };
  if (choice && days) return { survey: { option: choice.value, days: days.value } };
  if (choice)
    need('survey.days', choice.evidence.paragraph, 'The survey box is checked but its days are blank.', [
      'survey',
      'title-objections',
    ]);
  else if (form.family !== 'condo') {
    need(
      'survey.choice',
      '6C',
      'No ¶6C survey box is checked; title objections are counted without waiting for a survey.',
      ['survey'],
    );
  }
  return {};
}

export function disclosureInputs(ctx: ClauseContext): Part {
  const { terms, need } = ctx;
  const out: Part = {};
  const leases = terms.naturalResourceLeases;
  if (leases.delivered?.value === false) {
    if (leases.terminationDays) out.naturalResourceLeases = { terminationDays: leases.terminationDays.value };
    else
      need('naturalResourceLeases.terminationDays', '4C(2)', 'The ¶4C(2) termination days are blank.', [
        'natural-resource-leases-termination',
      ]);
  }
  const notice = terms.sellersDisclosure;
  if (notice.choice?.value === 'not-received') {
    if (notice.days) out.sellersDisclosure = { days: notice.days.value };
    else
      need('sellersDisclosure.days', '7B(2)', 'The ¶7B(2) delivery days are blank.', [
        'sellers-disclosure-delivery',
        'sellers-disclosure-termination',
      ]);
  }
  const water = terms.waterDisclosure;
  if (water.choice?.value === 'not-received') {
    if (water.days) out.waterDisclosure = { days: water.days.value };
    else
      need('waterDisclosure.days', '7I(2)', 'The ¶7I(2) delivery days are blank.', [
        'water-disclosure-delivery',
        'water-disclosure-termination',
      ]);
  }
  const lead = terms.leadPaint;
  if (lead.inspection) out.leadBasedPaint = { inspection: lead.inspection.value };
  else if (hasAddendum(ctx, 'lead-based-paint') || (lead.yearBuilt && lead.yearBuilt.value < LEAD_PAINT_YEAR)) {
    need(
      'leadPaint.inspection',
      'Lead-Based Paint Addendum ¶C',
      'The lead-based paint addendum ¶C choice was not read (addendum blank or not in the text).',
      ['lead-paint-inspection', 'lead-paint-termination'],
    );
  }
  return out;
}

export function financingInput(ctx: ClauseContext): Part {
  const { financing } = ctx.terms;
  const type = financing.type?.value;
  if (type && LOAN_TYPES.includes(type)) {
    const subject = financing.subjectToBuyerApproval?.value ?? false;
    if (subject && !financing.buyerApprovalDays) {
      ctx.need(
        'financing.buyerApprovalDays',
        'Third Party Financing Addendum ¶2A',
        'Buyer Approval is checked but its days are blank.',
        ['buyer-approval'],
      );
    }
    return {
      financing: {
        loanType: type as LoanType,
        buyerApprovalDays: subject ? (financing.buyerApprovalDays?.value ?? null) : null,
        propertyApprovalWaived: financing.propertyApprovalWaived?.value ?? false,
      },
    };
  }
  if (hasAddendum(ctx, 'third-party-financing')) {
    ctx.need(
      'financing',
      'Third Party Financing Addendum',
      'The Third Party Financing Addendum is part of the contract but its loan type was not read.',
      ['buyer-approval', 'property-approval'],
    );
  }
  return {};
}

export function hoaInput({ terms, form, need }: ClauseContext): Part {
  const { subdivisionInformation, days, updatedResaleCertificate, mandatoryMembership } = terms.hoa;
  const choice = subdivisionInformation?.value;
  if ((choice === 'seller-delivers' || choice === 'buyer-obtains') && days)
    return { hoa: { choice, days: days.value } };
  if (choice === 'not-required') return { hoa: { choice } };
  if (choice === 'already-received' && updatedResaleCertificate) {
    return { hoa: { choice, updatedResaleCertificate: updatedResaleCertificate.value } };
  }
  if (choice || (mandatoryMembership?.value && form.family !== 'condo')) {
    need(
      'hoa.subdivisionInformation',
      'HOA Addendum (TREC 36) ¶A',
      'The HOA addendum ¶A choice or its days were not read.',
      ['hoa-information-delivery', 'hoa-information-termination'],
    );
  }
  return {};
}

export function condoInput({ terms, form, need }: ClauseContext): Part {
  if (form.family !== 'condo') return {};
  const { documents, documentsDays, resaleCertificate, resaleCertificateDays, rightOfRefusalDays } = terms.condo;
  if (documents?.value === 'not-received' && !documentsDays) {
    need('condo.documentsDays', '2B(2)', 'The ¶2B(2) delivery days are blank.', [
      'condo-documents-delivery',
      'condo-documents-termination',
    ]);
  }
  if (resaleCertificate?.value === 'not-received' && !resaleCertificateDays) {
    need('condo.resaleCertificateDays', '2C(2)', 'The ¶2C(2) delivery days are blank.', [
      'condo-resale-certificate-delivery',
      'condo-resale-certificate-termination',
    ]);
  }
  return {
    condo: {
      documents: documents?.value === 'not-received' && documentsDays ? { days: documentsDays.value } : null,
      resaleCertificate:
        resaleCertificate?.value === 'not-received' && resaleCertificateDays
          ? { days: resaleCertificateDays.value }
          : null,
      rightOfRefusal: rightOfRefusalDays ? { days: rightOfRefusalDays.value } : null,
    },
  };
}

/** 23-xx ¶7E: construction start (days after the Effective Date) and the Substantial Completion date. */
export function constructionInput({ terms, form }: ClauseContext): Part {
  const { startDays, substantialCompletionDate } = terms.construction;
  if (form.family !== 'new-home-incomplete' || (!startDays && !substantialCompletionDate)) return {};
  return {
    construction: {
      startDays: startDays?.value ?? null,
      substantialCompletionDate: substantialCompletionDate?.value ?? null,
    },
  };
}
