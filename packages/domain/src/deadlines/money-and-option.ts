// ¶5: earnest money, Option Fee, additional earnest money (the only deadlines that roll forward)
// and the Option Period (which never rolls and ends at 5:00 p.m. local time).
import { dayName, type CivilDate } from './civil-date';
import {
  afterEffectiveDate,
  effectiveDatePlus,
  scheduled,
  type DeadlineContext,
  type DeadlineSpec,
} from './deadline-factory';
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

function moneyDeadline(ctx: DeadlineContext, spec: Omit<DeadlineSpec, 'rule'>, days: number): Deadline {
  const dates = moneyDeadlineDates(afterEffectiveDate(ctx, days));
  const start = `${effectiveDatePlus(ctx, days)} = ${dates.originalDate} (${describe(dates.originalDate)})`;
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
  };
}

function optionPeriod(ctx: DeadlineContext, days: number, extendedTo: CivilDate | null): Deadline {
  const spec = {
    key: 'option-period',
    title: 'Option Period ends: last moment to give notice of termination',
    actor: 'buyer',
    priority: 'high',
  } as const;
  const due = extendedTo ?? afterEffectiveDate(ctx, days);
  const rule = extendedTo
    ? `Extended by Amendment (TREC 39) to ${extendedTo}; ends 5:00 p.m. local time and does not roll to a business day.`
    : `${effectiveDatePlus(ctx, days)}; ends 5:00 p.m. local time and does not roll for a weekend or holiday.`;
  const paragraph = extendedTo ? '5B; Amendment (TREC 39) item 7' : '5B';
  return { ...scheduled(ctx, { ...spec, paragraph, rule }, due), dueTime: OPTION_PERIOD_CUTOFF };
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
      optionPeriod(ctx, option.days, option.extendedTo ?? null),
    );
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
