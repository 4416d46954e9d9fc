// ¶6C survey options, and when Buyer counts as having received the survey (it starts the ¶6D clock).
import { addCalendarDays, earlierOf, type CivilDate } from './civil-date';
import {
  afterEffectiveDate,
  EFFECTIVE_DATE_EVENT,
  plusDays,
  scheduled,
  waiting,
  type DeadlineContext,
} from './deadline-factory';
import type { Deadline } from './deadline-types';

/**
 * Whether the ¶6D objection clock needs a survey, and the date Buyer received (or is deemed to) it;
 * while that date is unknown, what it waits for.
 */
export type SurveyReceipt = { applies: false } | { applies: true; date: CivilDate | null; waitingFor: string };

const SURVEY_RECEIPT = "Buyer's receipt of the survey";

const TITLES = {
  'seller-existing': 'Seller furnishes existing survey and T-47 Affidavit',
  'buyer-new': 'Buyer obtains a new survey',
  'seller-new': 'Seller furnishes a new survey',
} as const;

const PARAGRAPHS = { 'seller-existing': '6C(1)', 'buyer-new': '6C(2)', 'seller-new': '6C(3)' } as const;

export function surveyDeadlines(ctx: DeadlineContext): { deadlines: Deadline[]; receipt: SurveyReceipt } {
  const survey = ctx.input.survey;
  // Condo contracts have no survey paragraph; "not required" is farm and ranch box (4).
  if (ctx.family === 'condo' || !survey || survey.option === 'not-required') {
    return { deadlines: [], receipt: { applies: false } };
  }
  const spec = {
    key: 'survey',
    // 20-19 also accepts a T-47.1 Declaration (trec.md §2.4).
    title:
      ctx.input.form === '20-19' && survey.option === 'seller-existing'
        ? `${TITLES[survey.option]} or T-47.1 Declaration`
        : TITLES[survey.option],
    paragraph: PARAGRAPHS[survey.option],
    actor: survey.option === 'buyer-new' ? 'buyer' : 'seller',
    priority: 'medium',
  } as const;
  // 23-xx (incomplete construction) ties the survey to Substantial Completion, not the Effective Date
  // (trec.md §2.11). The exact wording was not in hand [U]; counting from the day completion is
  // reached is the only reading under which a survey of the finished home can exist.
  const incomplete = ctx.family === 'new-home-incomplete';
  const received = survey.receivedDate ?? null;
  const deadlines: Deadline[] = [];
  let due: CivilDate | null;
  if (incomplete) {
    const start = ctx.input.construction?.completedDate ?? null;
    if (start === null) {
      const rule = `Substantial Completion + ${survey.days} calendar days.`;
      return {
        deadlines: [waiting(ctx, { ...spec, rule }, 'Substantial Completion of construction')],
        receipt: { applies: true, date: null, waitingFor: SURVEY_RECEIPT },
      };
    }
    due = addCalendarDays(start, survey.days);
    deadlines.push(
      scheduled(ctx, { ...spec, rule: `${plusDays('Substantial Completion', start, survey.days)}.` }, due),
    );
  } else {
    const deadline = afterEffectiveDate(ctx, spec, survey.days);
    due = deadline.dueDate;
    deadlines.push(deadline);
  }

  if (survey.option === 'buyer-new') {
    // ¶6C(2): "deemed to receive the survey on the date of actual receipt or the date specified …
    // whichever is earlier", so the objection clock can start without a receipt date, but not
    // before the date specified is known.
    if (due === null) return { deadlines, receipt: { applies: true, date: null, waitingFor: EFFECTIVE_DATE_EVENT } };
    return {
      deadlines,
      receipt: { applies: true, date: received ? earlierOf(received, due) : due, waitingFor: SURVEY_RECEIPT },
    };
  }
  // With ¶9A blank the fallback survey has no date; the missing closing date is reported instead.
  if (survey.option === 'seller-existing' && !received && ctx.closingDate !== null) {
    const replacement = addCalendarDays(ctx.closingDate, -3);
    deadlines.push(
      scheduled(
        ctx,
        {
          key: 'survey-replacement',
          title: "If Seller's survey or T-47 is not furnished or not acceptable: Buyer obtains a new survey",
          paragraph: '6C(1)',
          actor: 'buyer',
          priority: 'medium',
          rule: `3 days before the Closing Date (${ctx.closingDate}).`,
        },
        replacement,
      ),
    );
  }
  return { deadlines, receipt: { applies: true, date: received, waitingFor: SURVEY_RECEIPT } };
}
