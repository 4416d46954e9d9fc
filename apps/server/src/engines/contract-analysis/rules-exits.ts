// Risk hits about the buyer's ways out of a purchase: financing approvals, inspection (as is) and the
// Seller's Disclosure Notice. Deadlines the text leaves uncomputable are in rules-missing-terms.ts.
import { plural } from '@bluebonnet/domain';
import type { RiskHit, Rule } from './risk-types';

export const financingRules: Rule = (ctx) => {
  if (ctx.kind !== 'purchase') return [];
  const { financing } = ctx.terms;
  const hits: RiskHit[] = [];
  if (financing.subjectToBuyerApproval?.value === false) {
    hits.push({
      id: 'buyer-approval-not-reserved',
      name: 'Not subject to Buyer Approval',
      points: 6,
      severity: 'medium',
      list: 'red-flag',
      compliance: false,
      title: 'Buyer Approval not reserved',
      detail:
        'Financing addendum ¶2A "not subject to Buyer Approval" is checked: if the buyer cannot qualify for the loan, the buyer cannot terminate under ¶2A and the earnest money is at risk.',
      evidence: financing.subjectToBuyerApproval.evidence,
      fix: null,
    });
  }
  if (financing.propertyApprovalWaived?.value === true) {
    hits.push({
      id: 'property-approval-waived',
      name: 'Property Approval waived (40-11 ¶1G)',
      points: 10,
      severity: 'high',
      list: 'red-flag',
      compliance: false,
      title: 'Property Approval waived',
      detail:
        "The buyer waived the ¶2B right to terminate if the property fails the lender's appraisal, insurability or repair requirements.",
      evidence: financing.propertyApprovalWaived.evidence,
      fix: null,
    });
  }
  const fhaOrVa = financing.type?.value === 'fha' || financing.type?.value === 'va';
  const appraisal = ctx.terms.checkedAddenda.find((a) => a.value === 'lenders-appraisal');
  if (fhaOrVa && appraisal) {
    hits.push({
      id: 'appraisal-addendum-with-fha-va',
      name: "Lender's appraisal addendum (49-1) with FHA or VA financing",
      points: 15,
      severity: 'high',
      list: 'critical',
      compliance: true,
      title: 'TREC 49-1 used with FHA/VA financing',
      detail: `TREC 49-1 is not for FHA or VA loans; this contract uses ${financing.type?.value.toUpperCase()} financing.`,
      evidence: appraisal.evidence,
      fix: {
        action: 'Remove TREC 49-1; FHA/VA appraisal terms come from the financing addendum',
        assignedTo: 'realtor',
        category: 'Compliance',
        implementation: 'Sign an Amendment removing the 49-1 addendum.',
        cost: 'No cost',
        benefit: 'Avoids an addendum that conflicts with the FHA/VA amendatory clause.',
        form: null,
        doNow: true,
      },
    });
  }
  return hits;
};

export const conditionRules: Rule = (ctx) => {
  if (ctx.kind !== 'purchase') return [];
  const { terms } = ctx;
  const hits: RiskHit[] = [];
  const optionRight = (terms.option.feeCents?.value ?? 0) > 0;
  if (terms.repairs.acceptance?.value === 'as-is') {
    hits.push({
      id: 'as-is',
      name: optionRight
        ? 'Property accepted as is (with an option period)'
        : 'Property accepted as is with no option period',
      points: optionRight ? 2 : 8,
      severity: optionRight ? 'low' : 'medium',
      list: optionRight ? 'factor' : 'red-flag',
      compliance: false,
      title: optionRight ? 'As-is purchase' : 'As-is purchase without an inspection exit',
      detail: optionRight
        ? 'Buyer accepts the Property in its present condition (¶7D(1)); the option period is the time to inspect and negotiate.'
        : 'Buyer accepts the Property in its present condition (¶7D(1)) and has no option period to terminate after inspections.',
      evidence: terms.repairs.acceptance.evidence,
      fix: null,
    });
  }
  if (terms.sellersDisclosure.choice?.value === 'not-received') {
    const days = terms.sellersDisclosure.days;
    hits.push({
      id: 'sellers-disclosure-not-received',
      name: "Seller's Disclosure Notice not yet received",
      points: 4,
      severity: 'low',
      list: 'red-flag',
      compliance: false,
      title: "Seller's Disclosure Notice outstanding",
      detail: `¶7B(2): the buyer has not received the notice${days ? `; Seller must deliver it within ${plural(days.value, 'day')}` : ''}. Once it arrives the buyer may terminate within 7 days (or before closing, if sooner).`,
      evidence: terms.sellersDisclosure.choice.evidence,
      fix: null,
    });
  }
  return hits;
};
