// ¶6B Commitment, ¶6D objections (¶6C on condo forms), Cure Period and Buyer's election.
import { addCalendarDays, earlierOf, laterOf, type CivilDate } from './civil-date';
import { plusDays, scheduled, waiting, type DeadlineContext } from './deadline-factory';
import type { Deadline } from './deadline-types';
import type { SurveyReceipt } from './survey';

export const COMMITMENT_DAYS = 20;
export const COMMITMENT_EXTENSION_DAYS = 15;
export const CURE_PERIOD_DAYS = 15;
export const ELECTION_DAYS = 5;

function commitmentDeadlines(ctx: DeadlineContext): Deadline[] {
  const spec = {
    key: 'title-commitment',
    title: 'Title Company delivers the Commitment and Exception Documents',
    paragraph: '6B',
    actor: 'title_company',
    priority: 'medium',
  } as const;
  const receipt = ctx.input.title.contractReceivedDate ?? null;
  if (!receipt) {
    const rule = `Title Company's receipt of the contract + ${COMMITMENT_DAYS} calendar days.`;
    return [
      waiting(ctx, { ...spec, rule }, "the Title Company's receipt of the contract (date on the Contract Receipt)"),
    ];
  }
  const due = addCalendarDays(receipt, COMMITMENT_DAYS);
  const byDays = addCalendarDays(due, COMMITMENT_EXTENSION_DAYS);
  const cap = addCalendarDays(ctx.closingDate, -3);
  // "extended up to 15 days or 3 days before the Closing Date, whichever is earlier"; never before the due date.
  const extended = laterOf(due, earlierOf(byDays, cap));
  const extensionRule =
    extended === byDays
      ? `Commitment due date (${due}) + ${COMMITMENT_EXTENSION_DAYS} days, which is earlier than 3 days before closing (${cap}).`
      : `3 days before the Closing Date (${ctx.closingDate}), which is earlier than ${COMMITMENT_EXTENSION_DAYS} days after the Commitment due date (${byDays}).`;
  return [
    scheduled(
      ctx,
      { ...spec, rule: `${plusDays("Title Company's receipt of the contract", receipt, COMMITMENT_DAYS)}.` },
      due,
    ),
    scheduled(
      ctx,
      {
        key: 'title-commitment-extension',
        title: 'Automatic extension for the Commitment ends; if still missing, Buyer may terminate',
        paragraph: '6B',
        actor: 'buyer',
        priority: 'low',
        rule: extended === due ? `Closing is too close for any extension: ${extensionRule}` : extensionRule,
      },
      extended,
    ),
  ];
}

function objectionDeadline(ctx: DeadlineContext, survey: SurveyReceipt, paragraph: string): Deadline {
  const { objectionDays, commitmentReceivedDate } = ctx.input.title;
  const docs = survey.applies
    ? 'the Commitment, Exception Documents and survey'
    : 'the Commitment and Exception Documents';
  const spec = {
    key: 'title-objections',
    title: 'Buyer objects to title or survey matters',
    paragraph,
    actor: 'buyer',
    priority: 'high',
  } as const;
  const missing: string[] = [];
  if (!commitmentReceivedDate) missing.push("Buyer's receipt of the Commitment and Exception Documents");
  if (survey.applies && !survey.date) missing.push("Buyer's receipt of the survey");
  if (!commitmentReceivedDate || (survey.applies && !survey.date)) {
    const rule = `The earlier of the Closing Date (${ctx.closingDate}) or ${objectionDays} days after Buyer receives ${docs}.`;
    return waiting(ctx, { ...spec, rule }, missing.join(' and '));
  }
  const start: CivilDate =
    survey.applies && survey.date ? laterOf(commitmentReceivedDate, survey.date) : commitmentReceivedDate;
  const byReceipt = addCalendarDays(start, objectionDays);
  const rule =
    byReceipt <= ctx.closingDate
      ? `${plusDays(`Receipt of the last of ${docs}`, start, objectionDays)}, which is earlier than the Closing Date.`
      : `The Closing Date (${ctx.closingDate}) is earlier than ${plusDays(`receipt of ${docs}`, start, objectionDays)}.`;
  return scheduled(ctx, { ...spec, rule }, earlierOf(byReceipt, ctx.closingDate));
}

function cureDeadlines(ctx: DeadlineContext, paragraph: string): Deadline[] {
  const delivered = ctx.input.title.objectionsDeliveredDate ?? null;
  // Only once objections exist: a clock for an event that may never happen would sit waiting forever.
  if (!delivered) return [];
  const cureEnd = addCalendarDays(delivered, CURE_PERIOD_DAYS);
  return [
    scheduled(
      ctx,
      {
        key: 'title-cure-period',
        title: "Seller's Cure Period for title objections ends",
        paragraph,
        actor: 'seller',
        priority: 'medium',
        rule: `${plusDays("Seller's receipt of the objections", delivered, CURE_PERIOD_DAYS)}.`,
      },
      cureEnd,
    ),
    scheduled(
      ctx,
      {
        key: 'title-objection-election',
        title: 'Buyer terminates or waives uncured objections (doing nothing waives them)',
        paragraph,
        actor: 'buyer',
        priority: 'high',
        rule: `${plusDays('End of the Cure Period', cureEnd, ELECTION_DAYS)}.`,
      },
      addCalendarDays(cureEnd, ELECTION_DAYS),
    ),
  ];
}

export function titleDeadlines(ctx: DeadlineContext, survey: SurveyReceipt): Deadline[] {
  // Condo forms put objections at ¶6C (title notices are ¶6D there); trec.md §2.10.
  const paragraph = ctx.family === 'condo' ? '6C' : '6D';
  return [...commitmentDeadlines(ctx), objectionDeadline(ctx, survey, paragraph), ...cureDeadlines(ctx, paragraph)];
}
