// The client-communication AI task: the offline engine writes the drafts, follow-ups and templates; an
// LLM may only polish the wording of the subject and the two drafts (see prose.ts).
import type { ParsedCommunicationRequest } from '@bluebonnet/contracts';
import {
  draftCommunication,
  type CommunicationDraft,
  type RealtorContext,
} from '../../../../engines/client-communication/index';
import type { AiTask } from '../../ai-task';
import {
  clientCommunicationPrompt,
  clientCommunicationProse,
  mergeClientCommunicationProse,
  type ClientCommunicationProse,
} from './prose';

export type ClientCommunicationInput = { request: ParsedCommunicationRequest; realtor: RealtorContext; now: Date };

export const CLIENT_COMMUNICATION_SOURCE = 'Bluebonnet Texas agent templates v1';

export const clientCommunicationTask: AiTask<ClientCommunicationInput, CommunicationDraft, ClientCommunicationProse> = {
  name: 'client-communication',
  offline: ({ request, realtor, now }) => draftCommunication(request, { realtor, now }),
  sources: () => [{ name: CLIENT_COMMUNICATION_SOURCE, kind: 'bundled' }],
  prose: {
    schema: clientCommunicationProse,
    prompt: clientCommunicationPrompt,
    merge: mergeClientCommunicationProse,
  },
};
