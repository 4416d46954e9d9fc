// The loan's rate: the agent's, else Freddie Mac's latest weekly 30-year average (PMMS), named with its week.
import { formatLongDate } from '@bluebonnet/domain';
import type { ReferenceData } from '../../reference-data/index';
import { type Filled, fromTable, noData, typed } from './filled';

const FIELD = { field: 'interestRate', label: 'Interest rate (percent a year)' };
const SURVEY_TERM = 30;

/** The table's figure alone (null without one), for the form's suggestions. */
export function surveyRate(ref: ReferenceData, loanTerm: number): Filled | null {
  const rate = ref.latestMortgageRate();
  if (!rate) return null;
  const week = `the week of ${formatLongDate(rate.date)}`;
  const term =
    loanTerm === SURVEY_TERM
      ? 'Your lender’s quote will differ.'
      : `The survey covers 30-year loans; a ${loanTerm}-year loan is usually priced lower, so enter your quote.`;
  return fromTable(FIELD, rate.ratePct, {
    source: rate.source.name,
    asOf: rate.date,
    note: `Freddie Mac’s average 30-year fixed rate for ${week}. ${term}`,
    tables: [ref.sourceFor('mortgage-rates')],
  });
}

export function interestRate(ref: ReferenceData, typedRate: number | undefined, loanTerm: number): Filled {
  if (typedRate !== undefined) return typed(FIELD, typedRate);
  return (
    surveyRate(ref, loanTerm) ??
    noData(
      FIELD,
      'No mortgage-rate data is loaded: 0 % is used. Enter your lender’s rate.',
      'The rate is 0 % because no rate was entered and no survey rate is loaded.',
    )
  );
}
