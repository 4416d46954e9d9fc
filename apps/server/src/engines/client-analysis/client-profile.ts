// The client profile: who they are and what they want, written from the intake's facts. The sentence
// shapes follow the goal and situation; the wording varies by intake (variety.ts), never the facts.
import { formatPlaceList, listText } from '@bluebonnet/domain';
import { budgetBounds, minBedroomsIn, needLabel, needsIn, type ResolvedAreas } from '../home-research/index';
import { PROPERTY_LABELS, SOURCE_LABELS, TIMEFRAME_PHRASES } from './intake-labels';
import type { ClientAnalysisInput } from './types';
import type { PhrasePick } from './variety';

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

function whereText(input: ClientAnalysisInput, areas: ResolvedAreas): string {
  if (areas.areas.length)
    return ` in ${formatPlaceList(
      areas.areas.map((a) => a.label),
      'or',
    )}`;
  return input.preferredAreas ? ` in "${input.preferredAreas.trim()}"` : '';
}

function opening(input: ClientAnalysisInput, areas: ResolvedAreas, pick: PhrasePick): string {
  const n = input.firstName.trim() || 'This client';
  const type = input.propertyType ? PROPERTY_LABELS[input.propertyType] : 'home';
  const what = `${article(type)}${whereText(input, areas)}`;
  const s = input.currentSituation;
  if (input.goal === 'selling') {
    const why =
      s === 'downsizing'
        ? ' to downsize'
        : s === 'relocating'
          ? ' ahead of a move'
          : s === 'upgrading'
            ? ' to move up'
            : '';
    return pick([`${n} wants to sell${why}`, `${n} is getting ready to sell${why}`], 'sell');
  }
  if (input.goal === 'investing' || s === 'investing')
    return pick([`${n} is an investor looking at ${what}`, `${n} wants ${what} as an investment`], 'invest');
  const both =
    input.goal === 'both'
      ? pick([' and has a home to sell first', ', selling their current home as well'], 'both')
      : '';
  const bySituation: Record<string, string[]> = {
    'first-time-buyer': [
      `${n} is a first-time buyer looking for ${what}`,
      `${n} is shopping for a first home: ${what}`,
      `First home for ${n}: ${what}`,
    ],
    upgrading: [`${n} is moving up to ${what}`, `${n} has outgrown their current place and wants ${what}`],
    downsizing: [`${n} is downsizing into ${what}`, `${n} wants something smaller: ${what}`],
    relocating: [`${n} is relocating and needs ${what}`, `${n} is moving to the area and looking for ${what}`],
  };
  return `${pick(bySituation[s ?? ''] ?? [`${n} is looking to buy ${what}`, `${n} wants to buy ${what}`], 'buy')}${both}`;
}

function needsText(input: ClientAnalysisInput): string | null {
  const labels = needsIn(`${input.additionalNeeds ?? ''}\n${input.notes ?? ''}`).map((k) => needLabel(k).toLowerCase());
  const beds = minBedroomsIn(input.additionalNeeds);
  if (beds) labels.push(`${beds}+ bedrooms`);
  if (labels.length) return `Must-haves: ${listText(labels)}.`;
  const raw = input.additionalNeeds?.trim();
  return raw ? `In their words: "${raw.length > 140 ? `${raw.slice(0, 137)}…` : raw}"` : null;
}

export function clientProfile(input: ClientAnalysisInput, areas: ResolvedAreas, pick: PhrasePick): string {
  const budget = budgetBounds(input.budgetRange);
  const money = budget
    ? `, budget ${budget.label}`
    : pick([' (no budget given yet)', ', budget not stated'], 'nobudget');
  const parts = [`${opening(input, areas, pick)}${input.goal === 'selling' ? '' : money}.`];
  if (input.timeframe) {
    const verb = input.goal === 'selling' ? 'sell' : 'move';
    parts.push(
      pick(
        [
          `They want to ${verb} ${TIMEFRAME_PHRASES[input.timeframe]}.`,
          `Timing: ${verb} ${TIMEFRAME_PHRASES[input.timeframe]}.`,
        ],
        'time',
      ),
    );
  }
  if (input.goal !== 'selling') {
    const money2 = {
      'pre-approved': pick(['Already pre-approved.', 'Financing is lined up (pre-approved).'], 'fin'),
      'need-help': 'Asked for help getting pre-approved.',
      'not-ready': 'Not ready for a loan yet.',
      unknown: 'Financing status not given.',
    }[input.preApprovalStatus];
    parts.push(money2);
  }
  const needs = needsText(input);
  if (needs) parts.push(needs);
  const consent =
    input.preferredContact === 'text'
      ? input.smsConsent
        ? ' (text consent on file)'
        : ' (no text consent on file)'
      : '';
  const source = input.hearAboutUs ? `Came through ${SOURCE_LABELS[input.hearAboutUs]}; prefers ` : 'Prefers ';
  parts.push(`${source}${input.preferredContact}${consent}.`);
  return parts.join(' ');
}
