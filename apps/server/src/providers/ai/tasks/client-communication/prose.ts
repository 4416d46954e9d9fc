// What an LLM may rewrite in a communication draft: the subject and the wording of the two drafts.
// A rewrite is kept only if it adds no figure, keeps every [PLACEHOLDER], keeps the sign-off (email),
// keeps "Reply STOP to opt out." and two segments (SMS); otherwise the engine's wording stays.
import { z } from 'zod';
import {
  MAX_SMS_SEGMENTS,
  OPT_OUT,
  smsSegments,
  unfilledPlaceholders,
  type CommunicationDraft,
} from '../../../../engines/client-communication/index';
import type { ChatMessage } from '../../ai-task';
import { figures, usesOnlyFigures } from '../contract-analysis/prose-guard';
import type { ClientCommunicationInput } from './client-communication-task';

const text = (max: number) => z.string().trim().min(1).max(max);

export const clientCommunicationProse = z.object({
  subject: text(200),
  primaryContent: text(6000),
  alternativeContent: text(6000),
});
export type ClientCommunicationProse = z.infer<typeof clientCommunicationProse>;

const lastBlock = (s: string) => s.slice(s.lastIndexOf('\n\n') + 2);

function acceptable(original: string, rewrite: string, channel: CommunicationDraft['channel'] | 'subject'): boolean {
  if (!usesOnlyFigures(rewrite, figures(original))) return false;
  const kept = new Set(unfilledPlaceholders(rewrite));
  if (unfilledPlaceholders(original).some((p) => !kept.has(p)) || kept.size > unfilledPlaceholders(original).length)
    return false;
  if (channel === 'email' && !rewrite.endsWith(lastBlock(original))) return false;
  if (channel === 'sms') {
    if (smsSegments(rewrite).segments > MAX_SMS_SEGMENTS) return false;
    if (original.endsWith(OPT_OUT) && !rewrite.endsWith(OPT_OUT)) return false;
  }
  return true;
}

export function mergeClientCommunicationProse(
  facts: CommunicationDraft,
  prose: ClientCommunicationProse,
): CommunicationDraft {
  const subject =
    facts.channel === 'email' && acceptable(facts.subject, prose.subject, 'subject') ? prose.subject : facts.subject;
  const primaryContent = acceptable(facts.primaryContent, prose.primaryContent, facts.channel)
    ? prose.primaryContent
    : facts.primaryContent;
  const alternativeContent = acceptable(facts.alternativeContent, prose.alternativeContent, facts.channel)
    ? prose.alternativeContent
    : facts.alternativeContent;
  const sms = facts.sms ? { primary: smsSegments(primaryContent), alternative: smsSegments(alternativeContent) } : null;
  return { ...facts, subject, primaryContent, alternativeContent, sms };
}

export function clientCommunicationPrompt(input: ClientCommunicationInput, facts: CommunicationDraft): ChatMessage[] {
  const { request, realtor } = input;
  const rules = [
    `You polish a ${request.communicationType.replace('_', ' ')} that a Texas real-estate agent, ${realtor.name}, will send to a ${request.clientType.replace('_', ' ')} named ${request.clientName}.`,
    `Keep the tone ${request.tone} and the urgency ${request.urgency}. Make it read naturally and specifically; keep what the agent said about the client.`,
    'Return only a JSON object with the keys subject, primaryContent and alternativeContent.',
    'Do not add, remove or change any number, price, rate, date, time or address: copy them exactly or leave them out. Do not promise results, deadlines or anything the draft does not already say.',
    'Keep every [PLACEHOLDER] in square brackets exactly as written.',
  ];
  if (facts.channel === 'email')
    rules.push('Keep the sign-off block (the last lines, from the closing word to the signature) exactly as it is.');
  if (facts.channel === 'sms') {
    rules.push(
      `Each text must fit in ${MAX_SMS_SEGMENTS} SMS segments (at most 306 plain characters), use no emoji or curly quotes, and keep "${OPT_OUT}" at the end if it is there.`,
    );
  }
  if (facts.channel === 'call') rules.push('Keep the headings of the call script and the voicemail as they are.');
  return [
    { role: 'system', content: rules.join(' ') },
    {
      role: 'user',
      content: JSON.stringify({
        context: request.context,
        propertyAddress: request.propertyAddress ?? null,
        draft: {
          subject: facts.subject,
          primaryContent: facts.primaryContent,
          alternativeContent: facts.alternativeContent,
        },
      }),
    },
  ];
}
