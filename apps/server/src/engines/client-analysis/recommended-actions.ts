// Next steps specific to this client, from the intake and the computed analysis; high priority first.
import { formatPlaceList, listText } from '@bluebonnet/domain';
import { contactAction } from './contact-action';
import type { MarketMatchResult } from './market-match';
import type { ClientAnalysisInput, RecommendedAction, UrgencyLevel } from './types';

const MAX_ACTIONS = 7;
const LOW_MARKET_FIT = 40;
const ORDER: Record<RecommendedAction['priority'], number> = { high: 0, medium: 1, low: 2 };

type Ctx = { input: ClientAnalysisInput; urgency: UrgencyLevel; market: MarketMatchResult };
type Rule = (ctx: Ctx) => RecommendedAction | null;
const act = (action: string, reason: string, priority: RecommendedAction['priority'], timeframe: string) => ({
  action,
  reason,
  priority,
  timeframe,
});

const buys = (i: ClientAnalysisInput) => i.goal !== 'selling';
const soon = (i: ClientAnalysisInput) => i.timeframe === 'immediately' || i.timeframe === '1-3-months';

const RULES: Rule[] = [
  ({ input: i }) => {
    if (!buys(i)) return null;
    switch (i.preApprovalStatus) {
      case 'need-help':
        return act(
          'Connect them with a trusted lender for pre-approval',
          'They asked for help; a pre-approval letter sets the real budget and is expected with an offer.',
          'high',
          'Within 48 hours',
        );
      case 'pre-approved':
        return act(
          'Confirm the pre-approval amount, loan type and expiry date',
          'Check that the letter covers the price range before touring, and that it will not lapse before closing.',
          'medium',
          'On the first call',
        );
      case 'not-ready':
        return act(
          'Share a credit and down-payment readiness plan, and book a check-in',
          'Not ready for a loan yet: a lender consultation now shortens the path later.',
          'low',
          'Within 2 weeks',
        );
      default:
        return act(
          'Ask how they will pay: cash, pre-approved, or needing a lender',
          'Financing status was not given on the form.',
          'medium',
          'On the first call',
        );
    }
  },
  ({ input: i }) =>
    i.currentSituation === 'first-time-buyer' && buys(i)
      ? act(
          'Send the first-time-buyer education package',
          'Explains the Texas option period, earnest money, inspections, title and closing costs before they write an offer.',
          'medium',
          'Within 48 hours',
        )
      : null,
  ({ input: i, urgency, market }) => {
    if (!buys(i) || !market.areas.areas.length) return null;
    const frequency =
      i.timeframe === 'immediately'
        ? 'daily'
        : i.timeframe === '1-3-months'
          ? 'weekly'
          : i.timeframe === '3-6-months'
            ? 'bi-weekly'
            : 'monthly';
    const where = formatPlaceList(market.areas.areas.map((a) => a.label));
    const hot = urgency === 'critical' || urgency === 'high';
    return act(
      `Set up a ${frequency} home-research profile for ${where}`,
      `New matches arrive without a manual search; ${frequency} suits their timeframe.`,
      hot ? 'high' : 'medium',
      hot ? 'Today' : 'This week',
    );
  },
  ({ input: i, market }) => {
    if (market.areas.areas.length && !market.areas.unresolved.length) return null;
    const why = market.areas.unresolved.length
      ? `Could not place ${listText(market.areas.unresolved.map((u) => `"${u}"`))} on the map.`
      : 'No preferred area was given.';
    return buys(i)
      ? act(
          'Ask which areas or ZIP codes they want',
          `${why} The search and the market fit need real areas.`,
          'medium',
          'On the first call',
        )
      : null;
  },
  ({ input: i }) =>
    !i.budgetRange && buys(i)
      ? act(
          'Ask for a budget range',
          'No budget given: it drives the search and the fit with the market.',
          'medium',
          'On the first call',
        )
      : null,
  ({ market }) =>
    market.match && market.match.likelihood < LOW_MARKET_FIT
      ? act(
          'Walk through the budget against area prices, with nearby options',
          market.note,
          'high',
          'On the first call',
        )
      : null,
  ({ input: i }) =>
    i.goal === 'selling' || i.goal === 'both'
      ? act(
          'Prepare a comparative market analysis (CMA) of their home',
          'They are selling: a price grounded in recent nearby sales is the first conversation.',
          soon(i) ? 'high' : 'medium',
          'Before the listing appointment',
        )
      : null,
  ({ input: i }) =>
    (i.currentSituation === 'upgrading' || i.currentSituation === 'downsizing') && i.goal === 'buying'
      ? act(
          'Plan the order of selling and buying',
          'They likely own a home now: decide between selling first, buying first, or a sale contingency (TREC Addendum for Sale of Other Property by Buyer).',
          'medium',
          'Before touring',
        )
      : null,
  ({ input: i }) =>
    i.currentSituation === 'relocating'
      ? act(
          'Send a relocation briefing for their areas',
          'Commutes, school districts and typical prices help a newcomer choose; offer video tours.',
          'medium',
          'This week',
        )
      : null,
  ({ input: i }) =>
    i.goal === 'investing' || i.currentSituation === 'investing'
      ? act(
          'Run rent-yield numbers for the target ZIPs before touring',
          'Investors decide on cash flow: compare each price with local rents and Texas property taxes.',
          'medium',
          'Before touring',
        )
      : null,
  ({ input: i }) =>
    i.hearAboutUs === 'referral' || i.hearAboutUs === 'past-client'
      ? act(
          i.hearAboutUs === 'referral'
            ? 'Thank the person who referred them'
            : 'Acknowledge the past relationship when you call',
          'Referrals and past clients convert best when the relationship is recognised.',
          'low',
          'This week',
        )
      : null,
  ({ input: i }) =>
    i.timeframe === 'exploring' || i.timeframe === '6-12-months'
      ? act(
          'Add them to a monthly market update',
          'A longer timeframe: stay in touch without pressure until they are ready.',
          'low',
          'Monthly',
        )
      : null,
];

export function recommendedActions(
  input: ClientAnalysisInput,
  urgency: UrgencyLevel,
  market: MarketMatchResult,
): RecommendedAction[] {
  const ctx = { input, urgency, market };
  const rest = RULES.map((rule) => rule(ctx)).filter((a): a is RecommendedAction => a !== null);
  const sorted = rest.map((a, i) => ({ a, i })).sort((x, y) => ORDER[x.a.priority] - ORDER[y.a.priority] || x.i - y.i);
  return [contactAction(input, urgency), ...sorted.map((s) => s.a)].slice(0, MAX_ACTIONS);
}
