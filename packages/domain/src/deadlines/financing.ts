// Third Party Financing Addendum (TREC 40) ¶2A/¶2B and the lender's appraisal addendum (TREC 49-1).
import { addCalendarDays } from './civil-date';
import { afterEffectiveDate, scheduled, type DeadlineContext } from './deadline-factory';
import type { Deadline } from './deadline-types';

const TPFA = 'Third Party Financing Addendum';
export const PROPERTY_APPROVAL_DAYS_BEFORE_CLOSING = 3;

function buyerApproval(ctx: DeadlineContext): Deadline | null {
  const financing = ctx.input.financing;
  if (!financing) return null;
  const amended = financing.buyerApprovalAmendedTo ?? null;
  const days = financing.buyerApprovalDays ?? null;
  const spec = {
    key: 'buyer-approval',
    title: 'Buyer Approval: last day to terminate if the loan is not approved',
    actor: 'lender',
    priority: 'high',
  } as const;
  if (amended) {
    const rule = `Set by Amendment (TREC 39) item 9 to ${amended}; it does not roll for a weekend or holiday.`;
    return scheduled(ctx, { ...spec, paragraph: `${TPFA} ¶2A; Amendment (TREC 39) item 9`, rule }, amended);
  }
  if (days === null) return null;
  const tail = '; it does not roll for a weekend or holiday.';
  return afterEffectiveDate(ctx, { ...spec, paragraph: `${TPFA} ¶2A` }, days, tail);
}

function propertyApproval(ctx: DeadlineContext): Deadline | null {
  const financing = ctx.input.financing;
  const closing = ctx.closingDate;
  // "3 days before the Closing Date" has no date while ¶9A is blank.
  if (!financing || financing.propertyApprovalWaived || closing === null) return null;
  const fhaOrVa = financing.loanType === 'fha' || financing.loanType === 'va';
  return scheduled(
    ctx,
    {
      key: 'property-approval',
      title:
        'Property Approval: last day to terminate if the property fails lender underwriting (appraisal, insurability, repairs)',
      paragraph: `${TPFA} ¶2B`,
      actor: 'lender',
      priority: 'high',
      rule: `${PROPERTY_APPROVAL_DAYS_BEFORE_CLOSING} days before the Closing Date (${closing}); it does not roll for a weekend or holiday.`,
      note: fhaOrVa
        ? 'FHA/VA: the ¶4 FHA/VA Required Provision separately protects Buyer on appraised value and is not bound by this 3-day cutoff.'
        : null,
    },
    addCalendarDays(closing, -PROPERTY_APPROVAL_DAYS_BEFORE_CLOSING),
  );
}

function appraisalTermination(ctx: DeadlineContext): Deadline | null {
  const addendum = ctx.input.appraisalAddendum;
  if (!addendum) return null;
  return afterEffectiveDate(
    ctx,
    {
      key: 'appraisal-termination',
      title: 'Buyer may terminate if the appraisal is below the stated value (deliver a copy of the appraisal)',
      paragraph: "Lender's Appraisal Addendum (TREC 49-1) ¶(3)",
      actor: 'buyer',
      priority: 'high',
    },
    addendum.terminationDays,
  );
}

export function financingDeadlines(ctx: DeadlineContext): Deadline[] {
  return [buyerApproval(ctx), appraisalTermination(ctx), propertyApproval(ctx)].filter(
    (d): d is Deadline => d !== null,
  );
}
