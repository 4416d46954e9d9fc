// Client communication as an AI task: the engine (engines/client-communication) writes it; an LLM may
// only polish the wording named in prose.ts.
export {
  CLIENT_COMMUNICATION_SOURCE,
  clientCommunicationTask,
  type ClientCommunicationInput,
} from './client-communication-task';
export { clientCommunicationProse, mergeClientCommunicationProse, type ClientCommunicationProse } from './prose';
