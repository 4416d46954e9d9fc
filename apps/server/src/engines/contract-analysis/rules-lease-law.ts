// The Texas Property Code checks a residential lease must pass. Sources:
// - §92.019 (late fees), as amended in 2019: a late fee may be charged only if the notice is in a
//   written lease, the fee is reasonable, and rent has remained unpaid two full days after the date it
//   was originally due (a)(3); it is "reasonable" if the total of all late fees for one month's rent is
//   not more than 12 % of the monthly rent for a structure with no more than four dwelling units, or
//   10 % for a structure with more than four (a-1). A landlord who charges an unlawful late fee is
//   liable to the tenant for $100, three times the fee and attorney's fees. (Statute text as summarised
//   in the brief for issue 13; trec.md §3 does not cover §92.019.)
// - §92.103 (deposit refund): on or before the 30th day after the tenant surrenders the premises
//   (trec.md §3, with §92.107, §92.1041 and §92.109).
import { formatCurrency, plural } from '@bluebonnet/domain';
import { FROM_CENTS, nth } from './format';
import type { ContractTerms, Field } from './reader';
import type { Fix, RiskHit, Rule } from './risk-types';

const SMALL_STRUCTURE_UNITS = 4;
const SMALL_CAP_PERCENT = 12;
const LARGE_CAP_PERCENT = 10;
const FULL_DAYS_UNPAID = 2;
const REFUND_DAYS = 30;

const money = (cents: number) => formatCurrency(cents, { ...FROM_CENTS, cents: 'always' });

function hit(
  id: string,
  title: string,
  points: number,
  detail: string,
  evidence: Field<unknown>,
  fix: Omit<Fix, 'assignedTo' | 'category' | 'cost' | 'form' | 'doNow'>,
): RiskHit {
  return {
    id,
    name: title,
    points,
    severity: 'high',
    list: 'critical',
    compliance: true,
    title,
    detail,
    evidence: evidence?.evidence ?? null,
    fix: { ...fix, assignedTo: 'realtor', category: 'Compliance', cost: 'No cost', form: null, doNow: true },
  };
}

type Lease = NonNullable<ContractTerms['lease']>;

/** The most the lease lets late fees reach for one month, or 'unbounded' (a daily fee with no cap). */
function maxLateFees(lease: Lease): number | 'unbounded' | null {
  const initial = lease.lateFeeInitialCents?.value ?? 0;
  const daily = lease.lateFeeDailyCents?.value ?? 0;
  if (lease.lateFeeMaxCents) return lease.lateFeeMaxCents.value;
  if (daily > 0) return lease.lateFeeMaxDays ? initial + daily * lease.lateFeeMaxDays.value : 'unbounded';
  return lease.lateFeeInitialCents ? initial : null;
}

function lateFeeHits(lease: Lease): RiskHit[] {
  const rent = lease.monthlyRentCents?.value;
  const max = maxLateFees(lease);
  const evidence: Field<unknown> = lease.lateFeeDailyCents ?? lease.lateFeeInitialCents;
  if (!rent || max === null) return [];
  const units = lease.dwellingUnits?.value;
  const large = units !== undefined && units > SMALL_STRUCTURE_UNITS;
  const percent = large ? LARGE_CAP_PERCENT : SMALL_CAP_PERCENT;
  const cap = Math.floor((rent * percent) / 100);
  const building =
    units === undefined
      ? `a building of up to ${SMALL_STRUCTURE_UNITS} units (the lease does not say; above ${SMALL_STRUCTURE_UNITS} units the limit is ${LARGE_CAP_PERCENT} %)`
      : `a building of ${plural(units, 'unit')}`;
  const limit = `${percent} % of ${money(rent)} rent = ${money(cap)} for ${building}`;
  const hits: RiskHit[] = [];
  if (max === 'unbounded') {
    hits.push(
      hit(
        'lease-late-fee-uncapped',
        'Daily late fee has no cap',
        20,
        `The lease charges ${money(lease.lateFeeDailyCents?.value ?? 0)} a day with no limit in days or dollars, so late fees can grow past the Texas safe harbour (${limit}, Property Code §92.019).`,
        lease.lateFeeDailyCents,
        {
          action: 'Cap the daily late fee (a number of days or a total) within the §92.019 limit',
          implementation: `Add "not to exceed N days" so that the initial and daily fees together stay at or below ${money(cap)}.`,
          benefit:
            'A capped fee is presumed reasonable; an unlawful late fee costs the landlord $100, three times the fee and attorney’s fees.',
        },
      ),
    );
  }
  const over = max === 'unbounded' ? (lease.lateFeeInitialCents?.value ?? 0) > cap : max > cap;
  if (over) {
    const total =
      max === 'unbounded'
        ? `The initial fee alone (${money(lease.lateFeeInitialCents?.value ?? 0)})`
        : `Late fees can reach ${money(max)} a month, which`;
    hits.push(
      hit(
        'lease-late-fee-over-safe-harbour',
        'Late fee above the Texas safe harbour',
        25,
        `${total} is more than ${limit}. Property Code §92.019 presumes a late fee reasonable only up to that amount.`,
        evidence,
        {
          action: `Lower the late fees to at most ${money(cap)} a month in total`,
          implementation:
            'Reduce the initial fee or the daily fee and its cap so the month’s total is within the limit; both parties initial the change.',
          benefit: 'Keeps the fee enforceable and avoids the §92.019 penalty.',
        },
      ),
    );
  }
  return hits;
}

function lateStartHit(lease: Lease): RiskHit[] {
  const due = lease.rentDueDay?.value;
  const after = lease.lateFeeAfterDay;
  if (due === undefined || !after || after.value - due >= FULL_DAYS_UNPAID) return [];
  const allowed = due + FULL_DAYS_UNPAID;
  return [
    hit(
      'lease-late-fee-too-early',
      'Late fee charged too early',
      20,
      `Rent is due on the ${nth(due)} and the late fee applies if it is not received by the end of the ${nth(after.value)}: only ${plural(after.value - due, 'full day')} late. Property Code §92.019(a)(3) allows a late fee only once rent has remained unpaid two full days after the due date, so not before the end of the ${nth(allowed)}.`,
      after,
      {
        action: `Let the late fee start only after the ${nth(allowed)} day of the month`,
        implementation: `Change the late-charge paragraph to "not received by 11:59 p.m. on the ${nth(allowed)} day of the month".`,
        benefit: 'A late fee charged before rent is two full days late is unlawful under §92.019.',
      },
    ),
  ];
}

function refundHit(lease: Lease): RiskHit[] {
  const days = lease.depositRefundDays;
  if (!days || days.value <= REFUND_DAYS) return [];
  return [
    hit(
      'lease-deposit-refund-late',
      'Security deposit refund later than 30 days',
      20,
      `The lease gives the landlord ${plural(days.value, 'day')} after surrender to refund the deposit; Property Code §92.103 requires the refund (with an itemised list of deductions) on or before the 30th day after the tenant surrenders the premises. A landlord who keeps a deposit in bad faith owes $100, three times the amount withheld and attorney's fees (§92.109).`,
      days,
      {
        action: 'Change the deposit refund to within 30 days after surrender',
        implementation: 'Amend ¶7 to "not later than the 30th day after Tenant surrenders the Property" (§92.103).',
        benefit: 'A lease term cannot extend the statutory 30 days; the stated period misleads both parties.',
      },
    ),
  ];
}

/** §92.019 and §92.103 checks on a residential lease. */
export const leaseLawRules: Rule = (ctx) => {
  const lease = ctx.terms.lease;
  if (ctx.kind !== 'lease' || !lease) return [];
  return [...lateFeeHits(lease), ...lateStartHit(lease), ...refundHit(lease)];
};
