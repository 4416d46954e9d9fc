// Seller's Disclosure Notice (¶7B), Seller's Water Disclosure (20-19 ¶7I), lead-based paint addendum,
// and Natural Resource Leases (¶4C): a delivery date counted from the Effective Date, then a
// termination window counted from receipt.
import { addCalendarDays } from './civil-date';
import {
  afterEffectiveDate,
  plusDays,
  receiptOrClosing,
  scheduled,
  waiting,
  type DeadlineContext,
} from './deadline-factory';
import type { Deadline, DeadlineKey } from './deadline-types';
import type { DeliveryTerms } from './input-types';

const NATURAL_RESOURCE_LEASE_DAYS = 3;
const LEAD_PAINT_INSPECTION_DAYS = 10;
const LEAD_PAINT_TERMINATION_DAYS = 14;

type NoticeClause = {
  keys: [DeadlineKey, DeadlineKey];
  name: string;
  paragraph: string;
  windowDays: number;
};

/** Delivery N days after the Effective Date; Buyer may terminate within 7 days after receipt or before closing. */
function noticeDeadlines(ctx: DeadlineContext, terms: DeliveryTerms, clause: NoticeClause): Deadline[] {
  const [deliveryKey, terminationKey] = clause.keys;
  const delivery = afterEffectiveDate(
    ctx,
    {
      key: deliveryKey,
      title: `Seller delivers the ${clause.name}`,
      paragraph: clause.paragraph,
      actor: 'seller',
      priority: 'medium',
    },
    terms.days,
  );
  const spec = {
    key: terminationKey,
    title: `Buyer's right to terminate after receiving the ${clause.name} ends`,
    paragraph: clause.paragraph,
    actor: 'buyer',
    priority: 'high',
  } as const;
  const received = terms.receivedDate ?? null;
  if (!received) {
    const rule = `${clause.windowDays} days after Buyer receives the ${clause.name} or before closing, whichever first occurs.`;
    const wait = `Buyer's receipt of the ${clause.name} (until it arrives, Buyer may terminate any time before closing)`;
    return [delivery, waiting(ctx, { ...spec, rule }, wait)];
  }
  const { dueDate, rule, note } = receiptOrClosing(ctx, received, clause.windowDays, `the ${clause.name}`);
  return [delivery, scheduled(ctx, { ...spec, rule, note }, dueDate)];
}

function sellersDisclosureParagraph(ctx: DeadlineContext): string {
  // 9-xx (unimproved) has no §5.008 paragraph (trec.md §2.9); if the parties added one, name the statute.
  return ctx.family === 'unimproved' ? 'Property Code §5.008 notice' : '7B(2)';
}

function leadPaintDeadlines(ctx: DeadlineContext): Deadline[] {
  if (!ctx.input.leadBasedPaint?.inspection) return [];
  const paragraph = 'Lead-Based Paint Addendum ¶C(2)';
  return [
    afterEffectiveDate(
      ctx,
      {
        key: 'lead-paint-inspection',
        title: 'Lead-based paint inspection or risk assessment completed',
        paragraph,
        actor: 'inspector',
        priority: 'high',
      },
      LEAD_PAINT_INSPECTION_DAYS,
    ),
    afterEffectiveDate(
      ctx,
      {
        key: 'lead-paint-termination',
        title: 'Buyer may terminate if lead-based paint or hazards are found',
        paragraph,
        actor: 'buyer',
        priority: 'high',
      },
      LEAD_PAINT_TERMINATION_DAYS,
    ),
  ];
}

function naturalResourceLeaseDeadlines(ctx: DeadlineContext): Deadline[] {
  const leases = ctx.input.naturalResourceLeases;
  // The condo form has no Natural Resource Lease paragraph.
  if (!leases || ctx.family === 'condo') return [];
  const paragraph = '4C(2)';
  const delivery = afterEffectiveDate(
    ctx,
    {
      key: 'natural-resource-leases-delivery',
      title: 'Seller delivers copies of all Natural Resource Leases',
      paragraph,
      actor: 'seller',
      priority: 'medium',
    },
    NATURAL_RESOURCE_LEASE_DAYS,
  );
  const spec = {
    key: 'natural-resource-leases-termination',
    title: "Buyer's right to terminate after receiving the Natural Resource Leases ends",
    paragraph,
    actor: 'buyer',
    priority: 'high',
  } as const;
  const received = leases.receivedDate ?? null;
  if (!received) {
    const rule = `${leases.terminationDays} days after Buyer receives all the Natural Resource Leases.`;
    return [delivery, waiting(ctx, { ...spec, rule }, "Buyer's receipt of all the Natural Resource Leases")];
  }
  const rule = `${plusDays('Receipt of all the Natural Resource Leases', received, leases.terminationDays)}.`;
  return [delivery, scheduled(ctx, { ...spec, rule }, addCalendarDays(received, leases.terminationDays))];
}

export function disclosureDeadlines(ctx: DeadlineContext): Deadline[] {
  const { sellersDisclosure, waterDisclosure } = ctx.input;
  const out = [...naturalResourceLeaseDeadlines(ctx)];
  if (sellersDisclosure) {
    out.push(
      ...noticeDeadlines(ctx, sellersDisclosure, {
        keys: ['sellers-disclosure-delivery', 'sellers-disclosure-termination'],
        name: "Seller's Disclosure Notice",
        paragraph: sellersDisclosureParagraph(ctx),
        windowDays: 7,
      }),
    );
  }
  if (waterDisclosure) {
    out.push(
      ...noticeDeadlines(ctx, waterDisclosure, {
        keys: ['water-disclosure-delivery', 'water-disclosure-termination'],
        name: "Seller's Water Disclosure",
        // ¶7I exists on 20-19; on other forms the parties attach TREC 61-0 themselves.
        paragraph: ctx.input.form === '20-19' ? '7I(2)' : "Seller's Water Disclosure (TREC 61-0)",
        windowDays: 7,
      }),
    );
  }
  return [...out, ...leadPaintDeadlines(ctx)];
}
