// ¶9A Closing ("whichever date is later"), agreed repairs (¶7F), new-home construction (23-xx ¶7E)
// and the farm and ranch AFIDA filing (25-xx ¶20C).
import { addCalendarDays, type CivilDate } from './civil-date';
import { afterEffectiveDate, plusDays, scheduled, type DeadlineContext } from './deadline-factory';
import type { Deadline } from './deadline-types';
import type { ContractDeadlineInput } from './input-types';

export const CLOSING_AFTER_CURE_DAYS = 7;
const AFIDA_DAYS = 90;

/**
 * "on or before [date], or within 7 days after objections … have been cured or waived, whichever date
 * is later". With ¶9A blank there is no "later of", so no closing date at all.
 */
export function closingDateFor(input: ContractDeadlineInput): { date: CivilDate | null; rule: string } {
  const written = input.closingDate ?? null;
  const resolved = input.title.objectionsResolvedDate ?? null;
  if (written === null) return { date: null, rule: 'The closing date in ¶9A is blank.' };
  if (!resolved) {
    return {
      date: written,
      rule: `The date written in ¶9A (${written}); it moves to 7 days after title objections are cured or waived if that is later.`,
    };
  }
  const afterCure = addCalendarDays(resolved, CLOSING_AFTER_CURE_DAYS);
  if (afterCure > written) {
    return {
      date: afterCure,
      rule: `${plusDays('Title objections cured or waived', resolved, CLOSING_AFTER_CURE_DAYS)}, which is later than the ¶9A date (${written}).`,
    };
  }
  return {
    date: written,
    rule: `The ¶9A date (${written}), which is later than 7 days after title objections were cured or waived (${afterCure}).`,
  };
}

function constructionDeadlines(ctx: DeadlineContext): Deadline[] {
  const construction = ctx.input.construction;
  if (!construction) return [];
  const out: Deadline[] = [];
  if (construction.startDays != null) {
    out.push(
      afterEffectiveDate(
        ctx,
        {
          key: 'construction-start',
          title: 'Builder (Seller) begins construction',
          paragraph: '7E',
          actor: 'seller',
          priority: 'medium',
        },
        construction.startDays,
      ),
    );
  }
  if (construction.substantialCompletionDate) {
    out.push(
      scheduled(
        ctx,
        {
          key: 'substantial-completion',
          title: 'Substantial Completion (final government and lender approvals)',
          paragraph: '7E',
          actor: 'seller',
          priority: 'high',
          rule: `The date set in ¶7E; force majeure may extend it, but never past the Closing Date${ctx.closingDate ? ` (${ctx.closingDate})` : ''}.`,
        },
        construction.substantialCompletionDate,
      ),
    );
  }
  return out;
}

export function closingDeadlines(ctx: DeadlineContext, closingRule: string): Deadline[] {
  // ¶9A blank: closing and what counts back or forward from it cannot be dated; the missing term names them.
  if (ctx.closingDate === null) return constructionDeadlines(ctx);
  const out: Deadline[] = [
    scheduled(
      ctx,
      {
        key: 'closing',
        title: 'Closing',
        paragraph: '9A',
        actor: 'title_company',
        priority: 'high',
        rule: closingRule,
      },
      ctx.closingDate,
    ),
  ];
  if (ctx.input.agreedRepairs) {
    out.push(
      scheduled(
        ctx,
        {
          key: 'agreed-repairs',
          title: 'Seller completes agreed repairs and treatments, with receipts and warranties',
          paragraph: '7F',
          actor: 'seller',
          priority: 'medium',
          rule: `The day before the Closing Date (${ctx.closingDate}): repairs must be done before it.`,
          note: 'If repairs are not done, Buyer may use ¶15 remedies or extend closing up to 5 days.',
        },
        addCalendarDays(ctx.closingDate, -1),
      ),
    );
  }
  if (ctx.input.afidaFilingRequired && ctx.family === 'farm-and-ranch') {
    out.push(
      scheduled(
        ctx,
        {
          key: 'afida-filing',
          title: 'File the AFIDA report (FSA-153) with USDA',
          paragraph: '20C',
          actor: 'buyer',
          priority: 'high',
          rule: `${plusDays('Closing Date', ctx.closingDate, AFIDA_DAYS)}, taking closing as the acquisition date.`,
          note: 'Late or missing filings carry a penalty of up to 25% of fair market value.',
        },
        addCalendarDays(ctx.closingDate, AFIDA_DAYS),
      ),
    );
  }
  return [...out, ...constructionDeadlines(ctx)];
}
