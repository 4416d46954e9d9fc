import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  communicationContactsResponse,
  communicationRequest,
  communicationResult,
  sendCommunicationRequest,
  sendCommunicationResponse,
  sentMessagesResponse,
} from './communication';

export const clientCommunicationEndpoints = {
  draft: defineEndpoint({
    method: 'POST',
    path: '/api/ai-client-communication',
    access: 'user',
    body: communicationRequest,
    response: communicationResult,
  }),
  /** The realtor's leads and intakes to pick the client from (search by name). */
  contacts: defineEndpoint({
    method: 'GET',
    path: '/api/ai-client-communication/contacts',
    access: 'user',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: communicationContactsResponse,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/ai-client-communication/send',
    access: 'user',
    body: sendCommunicationRequest,
    response: sendCommunicationResponse,
    status: 201,
  }),
  /** Sent, scheduled and outbox messages, newest first. */
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/ai-client-communication/messages',
    access: 'user',
    response: sentMessagesResponse,
  }),
};
