// Risk hits computed from a purchase contract's terms: missing dates, money at stake, the buyer's exits.
import { daysUntil, formatCurrency, formatPercent, plural } from '@bluebonnet/domain';
import { amendmentForm } from './form-names';
import { FROM_CENTS } from './format';
import { blockedSentence, ENTER_HINT } from './rules-missing-terms';
import type { RiskHit, Rule } from './risk-types';

/** Earnest money under 1 % of the price signals a weak offer and little security for the seller. */
const SMALL_EARNEST_MONEY = 0.01;
/** Fewer days than this between Effective Date and closing is tight for loan approval and appraisal. */
const TIGHT_FINANCED_CLOSING_DAYS = 30;
const SHORT_OPTION_DAYS = 5;

const hit = (h: Omit<RiskHit, 'fix'> & { fix?: RiskHit['fix'] }): RiskHit => ({ fix: null, ...h });

export const purchaseDateRules: Rule = (ctx) => {
  if (ctx.kind !== 'purchase' || ctx.form.family === 'unrecognised' || ctx.form.family === 'addendum-only') return [];
  const { terms } = ctx;
  const hits: RiskHit[] = [];
  if (!terms.effectiveDate) {
    hits.push(
      hit({
        id: 'missing-effective-date',
        name: 'Effective Date blank',
        points: 15,
        severity: 'high',
        list: 'critical',
        compliance: true,
        title: 'Effective Date is blank',
        detail: `Every "within N days after the Effective Date" deadline counts from the date of final acceptance.${blockedSentence(ctx, 'effectiveDate', 'Until it is filled in, these show only their number of days')}`,
        evidence: null,
        fix: {
          action: 'Fill in the Effective Date (date of final acceptance)',
          assignedTo: 'realtor',
          category: 'Compliance',
          implementation: `The broker fills in the date of final acceptance on the execution page ("BROKER: FILL IN THE DATE OF FINAL ACCEPTANCE"). ${ENTER_HINT}`,
          cost: 'No cost',
          benefit: 'Fixes day 0 for the earnest money, option period and every other clock.',
          form: null,
          doNow: true,
        },
      }),
    );
  }
  if (!terms.closingDate) {
    hits.push(
      hit({
        id: 'missing-closing-date',
        name: 'Closing date blank',
        points: 12,
        severity: 'high',
        list: 'critical',
        compliance: false,
        title: 'Closing date is blank',
        detail: `Without the ¶9A date, deadlines counted from closing cannot be dated.${blockedSentence(ctx, 'closingDate', 'Not computed until it is filled in')} Windows that end "N days after receipt, or before closing" are dated from receipt alone.`,
        evidence: null,
        fix: {
          action: 'Agree and write the closing date in ¶9A',
          assignedTo: 'realtor',
          category: 'Completeness',
          implementation: `Both parties initial the date, or sign an Amendment if the contract is already effective. ${ENTER_HINT}`,
          cost: 'No cost',
          benefit: 'Every closing-based deadline becomes computable.',
          form: null,
          doNow: true,
        },
      }),
    );
  }
  if (terms.effectiveDate && terms.closingDate) {
    const days = daysUntil(terms.effectiveDate.value, terms.closingDate.value);
    const financed = (terms.price.financingCents?.value ?? 0) > 0 || !!terms.financing.loanAmountCents;
    if (days < 0) {
      hits.push(
        hit({
          id: 'closing-before-effective-date',
          name: 'Closing date before the Effective Date',
          points: 20,
          severity: 'critical',
          list: 'critical',
          compliance: false,
          title: 'Closing date is before the Effective Date',
          detail: `¶9A says ${terms.closingDate.value}, ${plural(-days, 'day')} before the Effective Date ${terms.effectiveDate.value}.${blockedSentence(ctx, 'closingDate', 'Not computed until it is corrected')}`,
          evidence: terms.closingDate.evidence,
        }),
      );
    } else if (financed && days < TIGHT_FINANCED_CLOSING_DAYS) {
      hits.push(
        hit({
          id: 'tight-financed-closing',
          name: `Financed closing in under ${TIGHT_FINANCED_CLOSING_DAYS} days`,
          points: 8,
          severity: 'medium',
          list: 'red-flag',
          compliance: false,
          title: 'Tight closing for a financed purchase',
          detail: `Only ${plural(days, 'day')} from the Effective Date to closing; appraisal, underwriting and the title commitment often need more.`,
          evidence: terms.closingDate.evidence,
        }),
      );
    }
  }
  if (!terms.price.salesPriceCents) {
    hits.push(
      hit({
        id: 'missing-sales-price',
        name: 'Sales Price not stated',
        points: 15,
        severity: 'high',
        list: 'critical',
        compliance: false,
        title: 'Sales Price not found',
        detail: 'The Sales Price (¶3C) is blank or could not be read.',
        evidence: null,
      }),
    );
  }
  if (!terms.parties.buyer || !terms.parties.seller) {
    const who = [!terms.parties.buyer && 'Buyer', !terms.parties.seller && 'Seller'].filter(Boolean).join(' and ');
    hits.push(
      hit({
        id: 'missing-parties',
        name: `${who} not named`,
        points: 5,
        severity: 'medium',
        list: 'red-flag',
        compliance: false,
        title: `${who} not named in ¶1`,
        detail: `The ${who.toLowerCase()} could not be read from the parties paragraph.`,
        evidence: null,
      }),
    );
  }
  return hits;
};

export const purchaseMoneyRules: Rule = (ctx) => {
  if (ctx.kind !== 'purchase') return [];
  const { terms } = ctx;
  const hits: RiskHit[] = [];
  const price = terms.price.salesPriceCents;
  const earnest = terms.earnestMoney.amountCents;
  if (price && earnest && price.value > 0 && earnest.value < price.value * SMALL_EARNEST_MONEY) {
    const share = formatPercent(earnest.value / price.value, { digits: 2 });
    hits.push(
      hit({
        id: 'small-earnest-money',
        name: 'Earnest money under 1 % of the price',
        points: 5,
        severity: 'low',
        list: 'red-flag',
        compliance: false,
        title: 'Small earnest money',
        detail: `${formatCurrency(earnest.value, FROM_CENTS)} is ${share} of the ${formatCurrency(price.value, FROM_CENTS)} Sales Price.`,
        evidence: earnest.evidence,
      }),
    );
  }
  const { feeCents: fee, days } = terms.option;
  if (fee && fee.value > 0 && days && days.value < SHORT_OPTION_DAYS) {
    hits.push(
      hit({
        id: 'short-option-period',
        name: `Option period under ${SHORT_OPTION_DAYS} days`,
        points: 5,
        severity: 'medium',
        list: 'red-flag',
        compliance: false,
        title: 'Short option period',
        detail: `${plural(days.value, 'day')} leaves little time to schedule inspections and get repair bids.`,
        evidence: days.evidence,
        fix: {
          action: 'Book inspections for the first days of the option period',
          assignedTo: 'client',
          category: 'Buyer protection',
          implementation: `Schedule the inspector now; if more time is needed, negotiate an extension on an Amendment (${amendmentForm(ctx.today)}, item 7) before 5:00 p.m. on the last day.`,
          cost: 'An additional Option Fee for any extension',
          benefit: 'Keeps the right to terminate usable.',
          form: null,
          doNow: false,
        },
      }),
    );
  }
  return hits;
};
