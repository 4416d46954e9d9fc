// A blank or unreadable term becomes one finding that names, in plain words, exactly the deadlines it
// blocks, with an action item to fill it. The Effective Date and ¶9A date have their own stronger
// findings (rules-purchase.ts), which use the same wording for the blocked deadlines.
import { deadlineNames, plural } from '@bluebonnet/domain';
import { paragraphLabel } from './format';
import type { MissingTerm } from './reader';
import type { RiskHit, Rule, RuleContext } from './risk-types';

/** What the agent fills in, per term; the paragraph is added after it. */
const WHAT_TO_FILL: Readonly<Record<string, string>> = {
  'title.objectionDays': 'Fill in the title objection days',
  'option.days': 'Fill in the option period days',
  'earnestMoney.additionalDays': 'Fill in the days for the additional earnest money',
  'survey.days': 'Fill in the survey days',
  'survey.choice': 'Check one survey box',
  'naturalResourceLeases.terminationDays': 'Fill in the termination days',
  'sellersDisclosure.days': "Fill in the days to deliver the Seller's Disclosure Notice",
  'waterDisclosure.days': "Fill in the days to deliver the Seller's Water Disclosure",
  'leadPaint.inspection': 'Check the inspection choice',
  'financing.buyerApprovalDays': 'Fill in the Buyer Approval days',
  financing: 'Check the loan type',
  'hoa.subdivisionInformation': 'Check one box and fill in its days',
  'condo.documentsDays': 'Fill in the days to deliver the condominium documents',
  'condo.resaleCertificateDays': 'Fill in the days to deliver the resale certificate',
};

/** Terms the analysis view lets the agent enter (PATCH …/terms), so the dates appear at once. */
const ENTERABLE = new Set(['effectiveDate', 'closingDate', 'title.objectionDays', 'option.days']);
export const ENTER_HINT = 'To see the dates now, enter it under "Fill in missing terms" on this analysis.';

/** "Title objections, Closing", or null when the term blocks no deadline. */
export function blockedNames(m: Pick<MissingTerm, 'affects'> | undefined): string | null {
  if (!m || m.affects.includes('all')) return null;
  return deadlineNames(m.affects) || null;
}

/** The deadlines one of the core terms blocks, as a sentence ending the finding's detail. */
export function blockedSentence(ctx: RuleContext, term: string, lead: string): string {
  const names = blockedNames(ctx.mapping.missing.find((m) => m.term === term));
  return names ? ` ${lead}: ${names}.` : '';
}

// Missing terms already reported by a stronger hit: the dates, the form, an absent addendum's own blanks.
function coveredElsewhere(m: MissingTerm, ctx: RuleContext): boolean {
  if (['form', 'form.version', 'effectiveDate', 'closingDate', 'contract'].includes(m.term)) return true;
  const addendumMissing = (kind: string) => !ctx.form.addenda.some((a) => a.kind === kind);
  if (m.term.startsWith('leadPaint.')) return addendumMissing('lead-based-paint');
  if (m.term === 'financing' || m.term.startsWith('financing.')) return addendumMissing('third-party-financing');
  if (m.term.startsWith('hoa.')) return addendumMissing('hoa');
  return false;
}

function missingTermHit(m: MissingTerm): RiskHit {
  const where = paragraphLabel(m.paragraph);
  const names = blockedNames(m);
  const count = m.affects.length;
  return {
    id: `term-missing-${m.term.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`,
    name: `Blank or unreadable: ${where}`,
    points: 4,
    severity: 'low',
    list: 'red-flag',
    compliance: false,
    title: names ? `${where}: ${plural(count, 'deadline')} not computed` : `${where}: blank or unreadable`,
    detail: names ? `${m.reason} Not computed until it is filled in: ${names}.` : m.reason,
    evidence: null,
    fix: {
      action: `${WHAT_TO_FILL[m.term] ?? 'Complete the blank'} in ${where}`,
      assignedTo: 'realtor',
      category: 'Completeness',
      implementation: `Both parties initial the change, or sign an Amendment if the contract is already effective. ${
        ENTERABLE.has(m.term) ? ENTER_HINT : 'Then analyse the contract again so the dates are computed.'
      }`,
      cost: 'No cost',
      benefit: names ? `Dates for: ${names}.` : 'The contract states every term its deadlines need.',
      form: null,
      // A blank the agent can fill today: it becomes an action item, not only a suggestion.
      doNow: true,
    },
  };
}

export const missingTermRules: Rule = (ctx) =>
  ctx.mapping.missing.filter((m) => !coveredElsewhere(m, ctx)).map(missingTermHit);
