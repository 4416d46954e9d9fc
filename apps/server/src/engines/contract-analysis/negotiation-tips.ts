// Negotiation tips driven by this contract's terms, its deadlines and the area's market figures.
// Every figure in a tip is one the analysis computed or read; timing names the real deadline.
import { formatCurrency, formatLongDate, formatPercent } from '@bluebonnet/domain';
import { amendmentForm } from './form-names';
import { FROM_CENTS, FROM_DOLLARS } from './format';
import { leaseListingTips } from './negotiation-tips-other';
import type { ContractReading } from './read-contract';
import type { MarketFacts, Tip } from './types';

const MAX_TIPS = 6;
const SLOW_MARKET_DAYS = 45;
const FAST_MARKET_DAYS = 20;

/** When a term can still be negotiated: before acceptance, inside the option period, or only by agreement. */
export function negotiationWindow(reading: ContractReading): string {
  if (!reading.terms.effectiveDate) return 'Before the offer is accepted';
  const optionEnds = dueOf(reading, 'option-period');
  if (optionEnds) return `Before the option period ends (${optionEnds})`;
  const days = reading.terms.option.days?.value;
  if (hasOptionRight(reading) && days) return `Within the ${days}-day option period the agreement sets`;
  return 'Only by mutual Amendment: with no option period the buyer cannot walk away over it';
}

const hasOptionRight = (reading: ContractReading) => (reading.terms.option.feeCents?.value ?? 0) > 0;

export const dueOf = (reading: ContractReading, key: string): string | null => {
  const d = reading.deadlines.find((x) => x.key === key && x.dueDate);
  return d?.dueDate ? `${formatLongDate(d.dueDate)}${d.dueTime === '17:00' ? ' at 5:00 p.m.' : ''}` : null;
};

function priceTip(reading: ContractReading, facts: MarketFacts | null): Tip | null {
  const price = reading.terms.price.salesPriceCents?.value;
  const ref = facts?.medianSalePrice ?? facts?.homeValue ?? null;
  if (!price || !ref || !facts) return null;
  const ratio = price / 100 / ref.value;
  const timing = negotiationWindow(reading);
  if (ratio > 1.03) {
    return {
      strategy: 'Anchor the price to the area figures',
      tactic: `Ask the seller to move toward the ${formatCurrency(ref.value, FROM_DOLLARS)} area reference, or to cover part of the gap as a closing-cost contribution in ¶12A.`,
      timing,
      rationale: `The ${formatCurrency(price, FROM_CENTS)} price is ${formatPercent(ratio - 1)} above the ${facts.areaLabel} reference of ${formatCurrency(ref.value, FROM_DOLLARS)} (as of ${ref.asOf}); an appraisal may come in under it.`,
      language: `"Recent figures for ${facts.areaLabel} put homes at about ${formatCurrency(ref.value, FROM_DOLLARS)}. We'd ask the seller to meet us closer to that figure, or contribute toward the buyer's expenses."`,
    };
  }
  return {
    strategy: 'Keep the price, negotiate terms',
    tactic:
      'The price already sits at or under the area reference; spend negotiating effort on repairs, closing costs or the closing date instead.',
    timing,
    rationale: `The ${formatCurrency(price, FROM_CENTS)} price is ${formatPercent(Math.abs(ratio - 1))} ${ratio >= 1 ? 'above' : 'below'} the ${facts.areaLabel} reference of ${formatCurrency(ref.value, FROM_DOLLARS)} (as of ${ref.asOf}).`,
    language: '"The price works for my buyer; let\'s talk about the repair list and the closing timeline."',
  };
}

function marketPaceTip(reading: ContractReading, facts: MarketFacts | null): Tip | null {
  const dom = facts?.daysOnMarket;
  if (!facts || !dom) return null;
  if (dom.value >= SLOW_MARKET_DAYS) {
    return {
      strategy: 'Use the slower market',
      tactic: "Ask for a seller contribution to the buyer's expenses (¶12A) or a home warranty (¶7H).",
      timing: reading.terms.effectiveDate ? negotiationWindow(reading) : 'In the offer or at the first counter',
      rationale: `Homes in ${facts.areaLabel} take about ${dom.value} days to sell (as of ${dom.asOf})${facts.saleToList ? ` and close at ${formatPercent(facts.saleToList)} of list` : ''}.`,
      language: '"Given how long homes are taking to sell here, we\'re asking the seller to help with closing costs."',
    };
  }
  if (dom.value <= FAST_MARKET_DAYS) {
    return {
      strategy: 'Compete on terms in a fast market',
      tactic: 'Strengthen the offer with a shorter option period or larger earnest money rather than a higher price.',
      timing: reading.terms.effectiveDate
        ? 'In the next offer you write in this area'
        : 'When writing or countering the offer',
      rationale: `Homes in ${facts.areaLabel} sell in about ${dom.value} days (as of ${dom.asOf}).`,
      language: '"My buyer is ready to move quickly: a short option period and prompt earnest money."',
    };
  }
  return null;
}

function optionTip(reading: ContractReading, today: string): Tip {
  if (hasOptionRight(reading)) {
    return {
      strategy: 'Negotiate repairs inside the option period',
      tactic: reading.trec
        ? `Inspect early, then send a repair request on an Amendment (${amendmentForm(today)}); if talks run long, buy more time with an additional Option Fee (item 7).`
        : 'Inspect early, then put any repair agreement in a written amendment signed by both parties.',
      timing: negotiationWindow(reading),
      rationale:
        'After the option period ends the buyer can no longer terminate for any reason, and the earnest money is at risk.',
      language:
        '"Attached are the inspection findings and our requested repairs; we need a signed amendment before the option period ends."',
    };
  }
  return {
    strategy: 'Secure an inspection exit',
    tactic: `Propose an option period with a stated Option Fee on an Amendment (${amendmentForm(today)}).`,
    timing: 'As soon as possible, before inspections',
    rationale:
      'Without a stated Option Fee there is no option period (¶5D), so inspection findings give no right to terminate.',
    language:
      '"My buyer would like a short option period to complete inspections, for an Option Fee credited at closing."',
  };
}

function financingTip(reading: ContractReading): Tip | null {
  const approval = dueOf(reading, 'buyer-approval');
  if (!approval) return null;
  return {
    strategy: 'Close out the financing contingency on time',
    tactic: 'Ask the lender for written approval or a denial letter before the Buyer Approval deadline.',
    timing: `Before ${approval}`,
    rationale:
      'After the Buyer Approval deadline the buyer can no longer terminate because the loan was not approved (Third Party Financing Addendum ¶2A).',
    language: '"Please confirm in writing by the Buyer Approval date whether the loan is approved."',
  };
}

export function negotiationTips(reading: ContractReading, facts: MarketFacts | null, today: string): Tip[] {
  if (reading.kind !== 'purchase') return leaseListingTips(reading, facts);
  const tips = [
    priceTip(reading, facts),
    marketPaceTip(reading, facts),
    optionTip(reading, today),
    financingTip(reading),
  ];
  return tips.filter((t): t is Tip => t !== null).slice(0, MAX_TIPS);
}
