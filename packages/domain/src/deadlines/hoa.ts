// HOA/POA Addendum (TREC 36) ¶A: Subdivision Information and the 3-day termination window.
import { addCalendarDays, earlierOf, type CivilDate } from './civil-date';
import {
  afterEffectiveDate,
  CLOSING_BLANK_NOTE,
  plusDays,
  receiptOrClosing,
  scheduled,
  waiting,
  type DeadlineContext,
} from './deadline-factory';
import type { Deadline } from './deadline-types';

const ADDENDUM = 'HOA Addendum (TREC 36)';
const WINDOW_DAYS = 3;
const UPDATED_CERTIFICATE_DAYS = 10;
const INFO = 'Subdivision Information';

function updatedCertificate(ctx: DeadlineContext, paymentDate: string | null): Deadline {
  const spec = {
    key: 'hoa-updated-resale-certificate',
    title: 'Seller delivers the updated resale certificate (or Buyer may terminate)',
    paragraph: `${ADDENDUM} ¶A(3)`,
    actor: 'seller',
    priority: 'medium',
  } as const;
  if (!paymentDate) {
    const rule = `${UPDATED_CERTIFICATE_DAYS} days after Seller receives Buyer's payment for the updated resale certificate.`;
    return waiting(ctx, { ...spec, rule }, "Seller's receipt of Buyer's payment for the updated resale certificate");
  }
  const rule = `${plusDays("Seller's receipt of Buyer's payment", paymentDate, UPDATED_CERTIFICATE_DAYS)}.`;
  return scheduled(ctx, { ...spec, rule }, addCalendarDays(paymentDate, UPDATED_CERTIFICATE_DAYS));
}

/** ¶A(2): if Buyer cannot obtain it in time, the sole remedy runs 3 days past the time required, or before closing. */
function notObtainedTermination(
  ctx: DeadlineContext,
  paragraph: string,
  days: number,
  due: CivilDate | null,
): Deadline {
  const spec = {
    key: 'hoa-information-not-obtained-termination',
    title: `If Buyer could not obtain the ${INFO} in time: last day to terminate`,
    paragraph,
    actor: 'buyer',
    priority: 'high',
  } as const;
  const closing = ctx.closingDate;
  if (due === null) {
    const tail = `, or before closing if that comes first.`;
    return afterEffectiveDate(ctx, spec, days + WINDOW_DAYS, tail);
  }
  const byDays = addCalendarDays(due, WINDOW_DAYS);
  // Still "N days after the Effective Date" unless closing cuts it short.
  const daysAfter = { daysAfterEffectiveDate: closing === null || byDays <= closing ? days + WINDOW_DAYS : null };
  if (closing === null) {
    const rule = `Delivery deadline (${due}) + ${WINDOW_DAYS} days.`;
    return { ...scheduled(ctx, { ...spec, rule, note: CLOSING_BLANK_NOTE }, byDays), ...daysAfter };
  }
  const rule =
    byDays <= closing
      ? `Delivery deadline (${due}) + ${WINDOW_DAYS} days, which comes before closing.`
      : `Closing (${closing}) comes before the delivery deadline + ${WINDOW_DAYS} days, so the window ends before closing.`;
  return { ...scheduled(ctx, { ...spec, rule }, earlierOf(byDays, closing)), ...daysAfter };
}

export function hoaDeadlines(ctx: DeadlineContext): Deadline[] {
  const hoa = ctx.input.hoa;
  if (!hoa || hoa.choice === 'not-required') return [];
  if (hoa.choice === 'already-received') {
    return hoa.updatedResaleCertificate ? [updatedCertificate(ctx, hoa.paymentDate ?? null)] : [];
  }
  const sellerDelivers = hoa.choice === 'seller-delivers';
  const paragraph = `${ADDENDUM} ¶A(${sellerDelivers ? 1 : 2})`;
  const delivery = afterEffectiveDate(
    ctx,
    {
      key: 'hoa-information-delivery',
      title: sellerDelivers
        ? `Seller obtains and delivers the ${INFO} to Buyer`
        : `Buyer obtains the ${INFO} and delivers a copy to Seller`,
      paragraph,
      actor: sellerDelivers ? 'seller' : 'buyer',
      priority: 'medium',
    },
    hoa.days,
  );
  const out: Deadline[] = [delivery];
  const spec = {
    key: 'hoa-information-termination',
    title: `Buyer's right to terminate after receiving the ${INFO} ends`,
    paragraph,
    actor: 'buyer',
    priority: 'high',
  } as const;
  const received = hoa.receivedDate ?? null;
  if (received) {
    const { dueDate, rule, note } = receiptOrClosing(ctx, received, WINDOW_DAYS, `the ${INFO}`);
    out.push(scheduled(ctx, { ...spec, rule, note }, dueDate));
    return out;
  }
  const rule = `${WINDOW_DAYS} days after Buyer receives the ${INFO} or before closing, whichever first occurs.`;
  const wait = sellerDelivers
    ? `Buyer's receipt of the ${INFO} (until it arrives, Buyer may terminate any time before closing)`
    : `Buyer's receipt of the ${INFO}`;
  out.push(waiting(ctx, { ...spec, rule }, wait));
  if (!sellerDelivers) out.push(notObtainedTermination(ctx, paragraph, hoa.days, delivery.dueDate));
  return out;
}
