// The client-communication engine: a communication request → drafts, follow-ups and templates. The
// LLM task that may reword its prose is providers/ai/tasks/client-communication.
export { briefOf, channelOf, draftCommunication } from './draft-communication';
export { MAX_SMS_SEGMENTS, OPT_OUT } from './sms-draft';
export { isGsm7, SMS_LIMITS, smsSegments } from './sms-segments';
export { fillPlaceholders, PLACEHOLDER, unfilledPlaceholders } from './placeholders';
export { TEMPLATE_LIBRARY, type Template } from './templates/index';
export type { CommunicationDraft, DraftContext, RealtorContext } from './types';
