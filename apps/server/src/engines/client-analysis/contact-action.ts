// The first action is always the first contact: by the channel the client chose (text only with consent
// on file), as fast as the urgency asks.
import type { ClientAnalysisInput, RecommendedAction, UrgencyLevel } from './types';

const WHEN: Record<UrgencyLevel, { timeframe: string; phrase: string; priority: RecommendedAction['priority'] }> = {
  critical: { timeframe: 'Within 1 hour', phrase: 'within the hour', priority: 'high' },
  high: { timeframe: 'Today', phrase: 'today', priority: 'high' },
  medium: { timeframe: 'Within 24 hours', phrase: 'within 24 hours', priority: 'medium' },
  low: { timeframe: 'Within 2–3 days', phrase: 'in the next 2–3 days', priority: 'low' },
};

const WHY: Record<UrgencyLevel, string> = {
  critical: 'ready to move now with financing in hand or a very strong profile',
  high: 'a near-term mover',
  medium: 'a likely client in the coming months',
  low: 'early in their search',
};

export function contactAction(input: ClientAnalysisInput, urgency: UrgencyLevel): RecommendedAction {
  const name = input.firstName.trim() || 'the client';
  const when = WHEN[urgency];
  const textBlocked = input.preferredContact === 'text' && !input.smsConsent;
  const verb =
    input.preferredContact === 'email' ? 'Email' : input.preferredContact === 'text' && !textBlocked ? 'Text' : 'Call';
  const channel = textBlocked
    ? 'They prefer text, but no text consent is on file: call, and ask for consent before texting.'
    : `They asked to be contacted by ${input.preferredContact}.`;
  return {
    action: `${verb} ${name} ${when.phrase}`,
    reason: `${channel} They are ${WHY[urgency]}.`,
    priority: when.priority,
    timeframe: when.timeframe,
  };
}
