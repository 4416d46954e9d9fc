// Risk hits from the checks the domain reader computed (price adds up, addenda present, option right).
import { ADDENDA, type DomainFinding, type FindingCode } from './reader';
import { amendmentForm, financingForm, hoaForm, leadPaintForm } from './form-names';
import { pickEvidence, type RiskHit, type Rule, type RuleContext } from './risk-types';

type FromFinding = (ctx: RuleContext, finding: DomainFinding) => RiskHit | null;

const priceMismatch: FromFinding = (_ctx, f) => ({
  id: 'sales-price-mismatch',
  name: 'Sales Price does not add up (3A + 3B ≠ 3C)',
  points: 25,
  severity: 'critical',
  list: 'critical',
  compliance: true,
  title: 'Sales Price does not add up',
  detail: f.message,
  evidence: pickEvidence(f.evidence, 'Sales Price (Sum'),
  fix: {
    action: 'Correct ¶3 so that 3A + 3B equals 3C, initialled by both parties',
    assignedTo: 'realtor',
    category: 'Compliance',
    implementation:
      'Agree the intended price with both parties and correct ¶3 (or sign a TREC Amendment if already effective).',
    cost: 'No cost',
    benefit:
      'A lender, title company or court reads an inconsistent price as a defect; fixing it removes the ambiguity.',
    form: null,
    doNow: true,
  },
});

const financingMissing: FromFinding = (ctx, f) => ({
  id: 'financing-addendum-missing',
  name: 'Financing stated in 3B without a financing addendum',
  points: 20,
  severity: 'critical',
  list: 'critical',
  compliance: true,
  title: 'Financing addendum missing',
  detail: `${f.message} Without it the buyer has no financing contingency (Buyer Approval or Property Approval).`,
  evidence: pickEvidence(f.evidence),
  fix: {
    action: `Attach the Third Party Financing Addendum (${financingForm(ctx.today)})`,
    assignedTo: 'realtor',
    category: 'Compliance',
    implementation: 'Complete the addendum with the loan type, amount, term and Buyer Approval days; check it in ¶22.',
    cost: 'No cost; a promulgated addendum',
    benefit: 'Gives the buyer the financing termination rights the 3B amount assumes.',
    form: `Third Party Financing Addendum (${financingForm(ctx.today)})`,
    doNow: true,
  },
});

const leadPaintMissing: FromFinding = (ctx, f) => {
  const lease = ctx.kind === 'lease';
  const form = lease
    ? 'a lead-based paint disclosure addendum for the lease'
    : `the Lead-Based Paint Addendum (${leadPaintForm(ctx.today)})`;
  return {
    id: 'lead-paint-addendum-missing',
    name: 'Pre-1978 home without the lead-based paint addendum',
    points: 35,
    severity: 'critical',
    list: 'critical',
    compliance: true,
    title: 'Lead-based paint disclosure missing',
    detail: `${f.message} (42 U.S.C. 4852d)`,
    evidence: pickEvidence(f.evidence),
    fix: {
      action: `Attach ${form}`,
      assignedTo: 'realtor',
      category: 'Compliance',
      implementation: lease
        ? 'Landlord discloses known lead-based paint and hazards and gives the EPA pamphlet before the tenant is bound.'
        : 'Seller completes and signs the addendum; Buyer elects ¶C(1) waiver or ¶C(2) 10-day inspection; all parties and brokers sign.',
      cost: 'No cost for the addendum; a lead inspection, if the buyer wants one, is paid by the buyer',
      benefit:
        'Federal law requires the disclosure for housing built before 1978; without it the contract is exposed and the buyer has no inspection window.',
      form: lease
        ? 'Lead-based paint disclosure addendum (lease)'
        : `Lead-Based Paint Addendum (${leadPaintForm(ctx.today)})`,
      doNow: true,
    },
  };
};

const hoaMissing: FromFinding = (ctx, f) => ({
  id: 'hoa-addendum-missing',
  name: 'Mandatory HOA without the HOA addendum',
  points: 12,
  severity: 'high',
  list: 'critical',
  compliance: true,
  title: 'HOA addendum missing',
  detail: `${f.message} The addendum sets who obtains the Subdivision Information and the buyer's 3-day review right.`,
  evidence: pickEvidence(f.evidence),
  fix: {
    action: `Attach the HOA Addendum (${hoaForm(ctx.today)})`,
    assignedTo: 'realtor',
    category: 'Compliance',
    implementation:
      'Choose who delivers the Subdivision Information (¶A) and the transfer-fee cap (¶C); check it in ¶22.',
    cost: 'No cost; the resale certificate fee is set in ¶C',
    benefit: 'Gives the buyer the HOA documents and the right to terminate after reviewing them.',
    form: `HOA Addendum (${hoaForm(ctx.today)})`,
    doNow: true,
  },
});

const noOption: FromFinding = (ctx, f) => ({
  id: 'no-option-right',
  name: 'No option fee, so no option period',
  points: 12,
  severity: 'medium',
  list: 'red-flag',
  compliance: false,
  title: 'No termination option',
  detail: f.message,
  evidence: pickEvidence(f.evidence),
  fix: {
    action: 'Confirm the buyer accepts having no option period',
    assignedTo: 'client',
    category: 'Buyer protection',
    implementation: `If the buyer wants an inspection exit, negotiate an Option Fee and days on an Amendment (${amendmentForm(ctx.today)}).`,
    cost: 'Typically a few hundred dollars of Option Fee, credited at closing',
    benefit: 'An unrestricted right to terminate after inspections, with the earnest money refunded.',
    form: null,
    doNow: false,
  },
});

const addendumNotInText: FromFinding = (ctx, f) => {
  const kind = ctx.terms.checkedAddenda.find((a) => a.evidence.quote === f.evidence[0]?.quote)?.value ?? 'other';
  const label = ADDENDA.find((a) => a.kind === kind)?.name ?? 'addendum';
  return {
    id: `addendum-text-missing-${kind}`,
    name: `Addendum checked but not provided: ${label}`,
    points: 4,
    severity: 'low',
    list: 'red-flag',
    compliance: false,
    title: `${label} not in the text`,
    detail: f.message,
    evidence: pickEvidence(f.evidence),
    fix: {
      action: `Add the ${label} to the analysis`,
      assignedTo: 'realtor',
      category: 'Completeness',
      implementation: 'Paste or upload the addendum with the contract and analyse again.',
      cost: 'No cost',
      benefit: 'Its deadlines and terms can then be checked and calendared.',
      form: null,
      doNow: false,
    },
  };
};

const HANDLERS: Partial<Record<FindingCode, FromFinding>> = {
  'sales-price-mismatch': priceMismatch,
  'financing-addendum-missing': financingMissing,
  'lead-paint-addendum-missing': leadPaintMissing,
  'hoa-addendum-missing': hoaMissing,
  'no-option-right': noOption,
  'addendum-not-in-text': addendumNotInText,
};

/** Form currency is re-checked in rules-form (per form, with the right evidence), so it is not handled here. */
export const domainFindingRules: Rule = (ctx) =>
  ctx.terms.findings.flatMap((f) => {
    const hit = HANDLERS[f.code]?.(ctx, f);
    return hit ? [hit] : [];
  });
