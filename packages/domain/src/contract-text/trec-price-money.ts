// ¶3 Sales Price and ¶5 Earnest Money and Termination Option of a TREC contract.
import { daysAt, moneyAt, textAt } from './match';
import { chosen, letterView, options, paraView, type TrecContext } from './trec-context';
import type { EarnestMoneyClause, Field, FinancingKind, OptionClause, PriceClause } from './types';

export function trecPrice(ctx: TrecContext): PriceClause {
  const view = paraView(ctx, 3);
  return {
    cashPortionCents: moneyAt(
      view,
      /Cash\s+portion\s+of\s+Sales\s+Price\s+payable\s+by\s+Buyer\s+at\s+closing[ .]*\$[ \t]*(?:\n[ \t]*)?([^\n]*)/,
      '3A',
    ),
    financingCents: moneyAt(view, /Seller\s+Financing\s+Addendum[ .]*\$[ \t]*(?:\n[ \t]*)?([^\n]*)/, '3B'),
    salesPriceCents: moneyAt(
      view,
      /Sales\s+Price\s+\(Sum\s+of\s+A\s+and\s+B\)[ .]*\$[ \t]*(?:\n[ \t]*)?([^\n]*)/,
      '3C',
    ),
  };
}

/** The ¶3B box naming which financing addendum the financing is described in. */
export function trecFinancingBox(ctx: TrecContext): Field<FinancingKind> {
  const list = options(letterView(ctx, 3, 'B'));
  return chosen(ctx.doc, list, [
    { label: /^Loan\s+Assumption/i, value: 'loan-assumption', paragraph: '3B' },
    { label: /^Seller\s+Financing/i, value: 'seller-financing', paragraph: '3B' },
  ]);
}

export function trecEarnestMoney(ctx: TrecContext): EarnestMoneyClause {
  const view = paraView(ctx, 5);
  return {
    amountCents: moneyAt(view, /\(address\):?\s*\$([\s\S]{0,80}?)as\s+earnest\s+money/, '5A'),
    escrowAgent: textAt(view, /deliver\s+to\s+([\s\S]{0,200}?)\(Escrow\s+Agent\)/, '5A'),
    escrowAgentAddress: textAt(view, /\(Escrow\s+Agent\)\s*at\s+([\s\S]{0,200}?)\(address\)/, '5A'),
    additionalAmountCents: moneyAt(
      view,
      /additional\s+earnest\s+money\s+of\s+\$([\s\S]{0,80}?)to\s+Escrow\s+Agent/,
      '5A(1)',
    ),
    additionalDays: daysAt(view, /to\s+Escrow\s+Agent\s+within([\s\S]{0,80}?)days\s+after/, '5A(1)'),
  };
}

export function trecOption(ctx: TrecContext): OptionClause {
  const view = paraView(ctx, 5);
  return {
    feeCents: moneyAt(view, /as\s+earnest\s+money\s+and\s+\$([\s\S]{0,80}?)as\s+the\s+Option\s+Fee/, '5A'),
    days: daysAt(
      view,
      /notice\s+of\s+termination\s+to\s+Seller\s+within([\s\S]{0,80}?)days\s+after\s+the\s+Effective\s+Date/,
      '5B',
    ),
  };
}
