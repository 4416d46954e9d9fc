// AI insights: what the score rests on, how the budget meets the market (bundled figures), how long
// the lead has waited, and what this client's situation and needs imply. One line per insight.
import { daysUntil, formatCurrency, formatPlaceName, listText, plural } from '@bluebonnet/domain';
import { mainDistrictFor, needsIn } from '../home-research/index';
import type { ConversionScore } from './conversion-score';
import type { MarketMatchResult } from './market-match';
import type { ClientAnalysisInput, UrgencyLevel } from './types';
import type { PhrasePick } from './variety';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const factorText = (f: { factor: string; points: number }) => `${f.factor.toLowerCase()} (${signed(f.points)})`;

function scoreLine(score: ConversionScore, urgency: UrgencyLevel): string {
  const ranked = [...score.factors].sort((a, b) => b.points - a.points);
  const weakest = ranked.at(-1)!;
  return `Conversion score ${score.score}/100, ${urgency} urgency. Strongest signals: ${listText(ranked.slice(0, 2).map(factorText))}; weakest: ${factorText(weakest)}.`;
}

function waitLine(input: ClientAnalysisInput, pick: PhrasePick): string | null {
  const days = daysUntil(input.createdAt.slice(0, 10), input.today);
  if (days <= 0)
    return pick(['Submitted today: a same-day reply is the best first impression.', 'The form came in today.'], 'wait');
  if (days === 1) return 'Submitted yesterday: if nobody has replied yet, reply today.';
  return `Submitted ${plural(days, 'day')} ago: if nobody has replied yet, reply today${days > 14 ? ' and re-check that the plans still stand' : ''}.`;
}

function situationLine(input: ClientAnalysisInput, market: MarketMatchResult): string | null {
  const s = input.currentSituation;
  if (input.goal === 'investing' || s === 'investing') {
    const rents = market.rows.map((r) => r.rent?.zori).filter((v): v is number => typeof v === 'number');
    return rents.length
      ? `Typical rents in these ZIPs run ${formatCurrency(Math.min(...rents))}–${formatCurrency(Math.max(...rents))} a month (Zillow ZORI): check each home's gross yield before touring.`
      : 'No bundled rent figures for these areas: pull rent comps before judging yields.';
  }
  if (s === 'first-time-buyer')
    return 'A first-time buyer meets the option period, earnest money, title work and Texas closing costs for the first time: the education package covers each.';
  if (s === 'relocating')
    return 'Relocating clients often tour remotely: offer video tours, and confirm the move date and whether they need a lease in between.';
  if ((s === 'upgrading' || s === 'downsizing') && input.goal !== 'selling')
    return 'They likely have a home to sell: settle early whether to sell first, buy first, or use the TREC Addendum for Sale of Other Property by Buyer.';
  if (input.goal === 'selling' || input.goal === 'both')
    return 'As a seller they will want a pricing conversation grounded in recent sales: prepare a CMA before the first meeting.';
  return null;
}

function schoolsLine(input: ClientAnalysisInput, market: MarketMatchResult): string | null {
  if (!needsIn(`${input.additionalNeeds ?? ''} ${input.notes ?? ''}`).includes('good-schools')) return null;
  const districts = new Map<string, string>();
  for (const row of market.areas.rows) {
    const d = mainDistrictFor(input.reference, row.zip);
    if (d) districts.set(formatPlaceName(d.name), d.rating);
  }
  if (!districts.size) return null;
  const shown = [...districts.entries()].slice(0, 4).map(([name, rating]) => `${name} (${rating})`);
  return `Schools matter to them. Districts mostly serving these ZIPs, TEA 2022 ratings: ${listText(shown)}. Attendance zones do not follow ZIPs: check each address.`;
}

function gapsLine(input: ClientAnalysisInput): string | null {
  const missing = [
    !input.budgetRange && 'budget',
    !input.timeframe && 'timeframe',
    !input.preferredAreas && 'areas',
    input.goal !== 'selling' && input.preApprovalStatus === 'unknown' && 'financing',
  ].filter((x): x is string => typeof x === 'string');
  if (!missing.length) return null;
  return `Not answered on the form: ${listText(missing)}. Fill these in on the first call.`;
}

export function aiInsights(
  input: ClientAnalysisInput,
  score: ConversionScore,
  urgency: UrgencyLevel,
  market: MarketMatchResult,
  pick: PhrasePick,
): string {
  const marketLine = market.match
    ? `Market fit ${market.match.likelihood}/100: ${market.match.reasoning}`
    : market.note;
  const note = input.notes?.trim();
  const lines = [
    scoreLine(score, urgency),
    marketLine,
    situationLine(input, market),
    schoolsLine(input, market),
    gapsLine(input),
    waitLine(input, pick),
    note ? `Their note: "${note.length > 160 ? `${note.slice(0, 157)}…` : note}"` : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}
