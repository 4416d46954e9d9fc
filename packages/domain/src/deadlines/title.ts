// ¶6B Commitment, ¶6D objections (¶6C on condo forms), Cure Period and Buyer's election.
import { addCalendarDays, earlierOf, laterOf, type CivilDate } from './civil-date';
import { CLOSING_BLANK_NOTE, plusDays, scheduled, waiting, type DeadlineContext } from './deadline-factory';
import type { Deadline } from './deadline-types';
import type { SurveyReceipt } from './survey';

export const COMMITMENT_DAYS = 20;
export const COMMITMENT_EXTENSION_DAYS = 15;
export const CURE_PERIOD_DAYS = 15;
export const ELECTION_DAYS = 5;

/** "extended up to 15 days or 3 days before the Closing Date, whichever is earlier"; never before the due date. */
function extensionEnd(
  closingDate: CivilDate | null,
  due: CivilDate,
  byDays: CivilDate,
): { date: CivilDate; rule: string; note: string | null } {
  const plus15 = `Commitment due date (${due}) + ${COMMITMENT_EXTENSION_DAYS} days`;
  // No closing date: the 15 days alone; a closing date could only bring it earlier.
  if (closingDate === null) {
    const note =
      'The closing date in ¶9A is blank; once it is set, the extension ends 3 days before closing if that is earlier.';
    return { date: byDays, rule: `${plus15}.`, note };
  }
  const cap = addCalendarDays(closingDate, -3);
  const extended = laterOf(due, earlierOf(byDays, cap));
  const rule =
    extended === byDays
      ? `${plus15}, which is earlier than 3 days before closing (${cap}).`
      : `3 days before the Closing Date (${closingDate}), which is earlier than ${COMMITMENT_EXTENSION_DAYS} days after the Commitment due date (${byDays}).`;
  return {
    date: extended,
    rule: extended === due ? `Closing is too close for any extension: ${rule}` : rule,
    note: null,
  };
}

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
  const extension = extensionEnd(ctx.closingDate, due, byDays);
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
        rule: extension.rule,
        note: extension.note,
      },
      extension.date,
    ),
  ];
}

function objectionDeadline(
  ctx: DeadlineContext,
  survey: SurveyReceipt,
  paragraph: string,
  objectionDays: number,
): Deadline {
  const { commitmentReceivedDate } = ctx.input.title;
  const closing = ctx.closingDate;
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
  if (survey.applies && !survey.date) missing.push(survey.waitingFor);
  if (!commitmentReceivedDate || (survey.applies && !survey.date)) {
    const closingPart = closing === null ? 'the Closing Date' : `the Closing Date (${closing})`;
    const rule = `The earlier of ${closingPart} or ${objectionDays} days after Buyer receives ${docs}.`;
    return waiting(ctx, { ...spec, rule }, missing.join(' and '));
  }
  const start: CivilDate =
    survey.applies && survey.date ? laterOf(commitmentReceivedDate, survey.date) : commitmentReceivedDate;
  const byReceipt = addCalendarDays(start, objectionDays);
  const byLastReceipt = plusDays(`Receipt of the last of ${docs}`, start, objectionDays);
  if (closing === null) {
    return scheduled(ctx, { ...spec, rule: `${byLastReceipt}.`, note: CLOSING_BLANK_NOTE }, byReceipt);
  }
  const rule =
    byReceipt <= closing
      ? `${byLastReceipt}, which is earlier than the Closing Date.`
      : `The Closing Date (${closing}) is earlier than ${plusDays(`receipt of ${docs}`, start, objectionDays)}.`;
  return scheduled(ctx, { ...spec, rule }, earlierOf(byReceipt, closing));
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
  const days = ctx.input.title.objectionDays ?? null;
  // Blank objection days: only the objection deadline is unknown. The Cure Period and Buyer's
  // election count from the objections actually delivered, so they do not need the blank.
  const objections = days === null ? [] : [objectionDeadline(ctx, survey, paragraph, days)];
  return [...commitmentDeadlines(ctx), ...objections, ...cureDeadlines(ctx, paragraph)];
}
