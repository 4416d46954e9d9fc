// ¶5: earnest money, Option Fee, additional earnest money (the only deadlines that roll forward)
// and the Option Period (which never rolls and ends at 5:00 p.m. local time).
import { addCalendarDays, dayName, type CivilDate } from './civil-date';
import { afterEffectiveDate, plusDays, scheduled, type DeadlineContext, type DeadlineSpec } from './deadline-factory';
import type { Deadline } from './deadline-types';
import { legalHolidayOn } from './holidays';
import { moneyDeadlineDates } from './roll-forward';

/** Fixed by the form: "Within 3 days after the Effective Date" (¶5A, 20-17 onward). */
export const EARNEST_MONEY_DAYS = 3;
export const OPTION_PERIOD_CUTOFF = '17:00';

function describe(date: CivilDate): string {
  const holiday = legalHolidayOn(date);
  return holiday ? `${dayName(date)}, ${holiday.name}` : dayName(date);
}

const ROLL_RULE =
  '; if that day is a Saturday, Sunday or legal holiday, ¶5A(2) extends delivery to the next day that is not.';

function moneyDeadline(ctx: DeadlineContext, spec: Omit<DeadlineSpec, 'rule'>, days: number): Deadline {
  if (ctx.effectiveDate === null) return afterEffectiveDate(ctx, spec, days, ROLL_RULE);
  const dates = moneyDeadlineDates(addCalendarDays(ctx.effectiveDate, days));
  const start = `${plusDays(ctx.effectiveDateLabel, ctx.effectiveDate, days)} = ${dates.originalDate} (${describe(dates.originalDate)})`;
  const rolled = dates.dueDate !== dates.originalDate;
  const rule = rolled
    ? `${start}, so ¶5A(2) extends delivery to the next day that is not a Saturday, Sunday or legal holiday: ${dates.dueDate}.`
    : `${start}; delivery is due by the end of that day.`;
  const disputed = dates.disputedHolidays.map((h) => `${h.date} (${h.name})`).join(', ');
  const note =
    dates.latestDate === dates.dueDate
      ? null
      : `Only federal or only Texas law makes ${disputed} a holiday; if that counts as a "legal holiday", delivery could extend to ${dates.latestDate}. Deliver by ${dates.dueDate}; do not treat delivery as late before the end of ${dates.latestDate}.`;
  return {
    ...scheduled(ctx, { ...spec, rule, note }, dates.dueDate),
    rolledForward: rolled,
    originalDueDate: rolled ? dates.originalDate : null,
    latestDueDate: dates.latestDate === dates.dueDate ? null : dates.latestDate,
    daysAfterEffectiveDate: days,
  };
}

/** `days` is unused once the period was extended to a fixed date. */
function optionPeriod(ctx: DeadlineContext, days: number, extendedTo: CivilDate | null): Deadline {
  const spec = {
    key: 'option-period',
    title: 'Option Period ends: last moment to give notice of termination',
    actor: 'buyer',
    priority: 'high',
  } as const;
  if (extendedTo) {
    const rule = `Extended by Amendment (TREC 39) to ${extendedTo}; ends 5:00 p.m. local time and does not roll to a business day.`;
    const paragraph = '5B; Amendment (TREC 39) item 7';
    return { ...scheduled(ctx, { ...spec, paragraph, rule }, extendedTo), dueTime: OPTION_PERIOD_CUTOFF };
  }
  const tail = '; ends 5:00 p.m. local time and does not roll for a weekend or holiday.';
  return { ...afterEffectiveDate(ctx, { ...spec, paragraph: '5B' }, days, tail), dueTime: OPTION_PERIOD_CUTOFF };
}

export function moneyAndOptionDeadlines(ctx: DeadlineContext): Deadline[] {
  const { option, additionalEarnestMoneyDays } = ctx.input;
  const out: Deadline[] = [
    moneyDeadline(
      ctx,
      {
        key: 'earnest-money',
        title: 'Deliver earnest money to Escrow Agent',
        paragraph: '5A',
        actor: 'buyer',
        priority: 'high',
      },
      EARNEST_MONEY_DAYS,
    ),
  ];
  // ¶5D: with no Option Fee stated there is no option right, so neither deadline exists.
  if (option?.feeStated) {
    out.push(
      moneyDeadline(
        ctx,
        {
          key: 'option-fee',
          title: 'Deliver Option Fee to Escrow Agent',
          paragraph: '5A',
          actor: 'buyer',
          priority: 'high',
        },
        EARNEST_MONEY_DAYS,
      ),
    );
    // Blank ¶5B days: the Option Fee is still owed in 3 days; only the period itself is unknown.
    const extendedTo = option.extendedTo ?? null;
    if (option.days != null || extendedTo) out.push(optionPeriod(ctx, option.days ?? 0, extendedTo));
  }
  if (additionalEarnestMoneyDays != null) {
    out.push(
      moneyDeadline(
        ctx,
        {
          key: 'additional-earnest-money',
          title: 'Deliver additional earnest money to Escrow Agent',
          paragraph: '5A(1)',
          actor: 'buyer',
          priority: 'high',
        },
        additionalEarnestMoneyDays,
      ),
    );
  }
  return out;
}
