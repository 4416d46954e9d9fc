// Residential Condominium Contract ¶2B Documents, ¶2C Resale Certificate, ¶2D right of refusal.
import { addCalendarDays } from './civil-date';
import { afterEffectiveDate, plusDays, scheduled, waiting, type DeadlineContext } from './deadline-factory';
import type { Deadline, DeadlineKey } from './deadline-types';
import type { DeliveryTerms } from './input-types';

const WINDOW_DAYS = 7;

type Clause = { keys: [DeadlineKey, DeadlineKey]; name: string; paragraph: string };

// Unlike ¶7B, these windows have no "or prior to closing" cap: 7 days after receipt, full stop.
function documentDeadlines(ctx: DeadlineContext, terms: DeliveryTerms, clause: Clause): Deadline[] {
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
    const rule = `${WINDOW_DAYS} days after Buyer receives the ${clause.name}.`;
    return [delivery, waiting(ctx, { ...spec, rule }, `Buyer's receipt of the ${clause.name}`)];
  }
  const rule = `${plusDays(`Receipt of the ${clause.name}`, received, WINDOW_DAYS)}.`;
  return [delivery, scheduled(ctx, { ...spec, rule }, addCalendarDays(received, WINDOW_DAYS))];
}

export function condoDeadlines(ctx: DeadlineContext): Deadline[] {
  const condo = ctx.input.condo;
  if (ctx.family !== 'condo' || !condo) return [];
  const out: Deadline[] = [];
  if (condo.documents) {
    out.push(
      ...documentDeadlines(ctx, condo.documents, {
        keys: ['condo-documents-delivery', 'condo-documents-termination'],
        name: 'condominium Documents (Declaration, Bylaws, Rules)',
        paragraph: '2B(2)',
      }),
    );
  }
  if (condo.resaleCertificate) {
    out.push(
      ...documentDeadlines(ctx, condo.resaleCertificate, {
        keys: ['condo-resale-certificate-delivery', 'condo-resale-certificate-termination'],
        name: 'condominium Resale Certificate',
        paragraph: '2C(2)',
      }),
    );
  }
  const refusal = condo.rightOfRefusal;
  if (refusal) {
    // Counted from the original Effective Date: the amended one cannot exist until this is met.
    const original = { date: ctx.input.effectiveDate ?? null, label: 'Original Effective Date' };
    out.push(
      afterEffectiveDate(
        ctx,
        {
          key: 'condo-right-of-refusal-certification',
          title: "Buyer must receive the Association's right-of-refusal certification, or the contract terminates",
          paragraph: '2D',
          actor: 'seller',
          priority: 'high',
        },
        refusal.days,
        '.',
        original,
      ),
    );
  }
  return out;
}
