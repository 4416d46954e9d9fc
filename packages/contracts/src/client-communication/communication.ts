import { z } from 'zod';
import { aiMeta } from '../ai/meta';
import { bodyId } from '../common/errors';
import {
  communicationClientTypes,
  communicationTones,
  communicationTypes,
  communicationUrgencies,
  sendChannels,
  sentMessageStatuses,
} from './options';

const MISSING = 'Please enter client name and context.';

/** POST /api/ai-client-communication (spec §7 payload, §5 rule). */
export const communicationRequest = z.object({
  clientName: z.string(MISSING).trim().min(1, MISSING).max(200, 'Client name is too long (200 characters at most)'),
  clientType: z.enum(communicationClientTypes, 'Choose a client type from the list').default('buyer'),
  propertyAddress: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(300, 'Property address is too long (300 characters at most)').optional(),
  ),
  context: z.string(MISSING).trim().min(1, MISSING).max(4000, 'Context is too long (4000 characters at most)'),
  communicationType: z.enum(communicationTypes, 'Choose a communication type from the list').default('email'),
  tone: z.enum(communicationTones, 'Choose a tone from the list').default('professional'),
  urgency: z.enum(communicationUrgencies, 'Choose an urgency from the list').default('normal'),
  /** The lead or intake the draft is for (prefills the form; the send goes to its contact details). */
  leadId: bodyId('Not a valid lead id').optional(),
  intakeId: bodyId('Not a valid customer intake id').optional(),
});
export type CommunicationRequest = z.input<typeof communicationRequest>;
export type ParsedCommunicationRequest = z.output<typeof communicationRequest>;

/** How a text splits into SMS segments (GSM-7: 160 / 153 per part; UCS-2: 70 / 67). */
export const smsSegments = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  segments: z.number().int(),
});
export type SmsSegments = z.infer<typeof smsSegments>;

export const followUpDraft = z.object({
  /** '24 hours', '3 days' or '1 week' (spec §9 cadence). */
  after: z.string(),
  /** When to send it, if the first message goes out now (ISO timestamp). */
  sendAt: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
});

export const communicationTemplate = z.object({
  id: z.string(),
  name: z.string(),
  communicationType: z.enum(communicationTypes),
  subject: z.string().nullable(),
  /** With the form's values put in; `[…]` marks what the agent still has to fill. */
  content: z.string(),
  /** Placeholders left unfilled (the template cannot be sent until they are). */
  unfilled: z.array(z.string()),
});
export type CommunicationTemplate = z.infer<typeof communicationTemplate>;

/** Spec §3.9 (subject, primaryContent, alternativeContent) and what the tabs need. */
export const communicationResult = z.object({
  subject: z.string(),
  primaryContent: z.string(),
  alternativeContent: z.string(),
  /** The channel a send would use: email, or sms for text messages. Call scripts are not sent. */
  channel: z.enum(['email', 'sms', 'call']),
  /** For SMS drafts: segment counts of primary and alternative. */
  sms: z.object({ primary: smsSegments, alternative: smsSegments }).nullable(),
  /** For call scripts: the talking points. */
  talkingPoints: z.array(z.string()),
  followUps: z.array(followUpDraft),
  templates: z.array(communicationTemplate),
  meta: aiMeta,
});
export type CommunicationResult = z.infer<typeof communicationResult>;

/**
 * POST /api/ai-client-communication/send: the agent approved this exact text. The recipient comes
 * from the lead or intake on file (SMS only to those who agreed to texts).
 */
export const sendCommunicationRequest = z
  .object({
    channel: z.enum(sendChannels, 'Choose email or SMS'),
    leadId: bodyId('Not a valid lead id').optional(),
    intakeId: bodyId('Not a valid customer intake id').optional(),
    subject: z.string().trim().max(200, 'Subject is too long (200 characters at most)').optional(),
    content: z
      .string('Write the message first')
      .trim()
      .min(1, 'Write the message first')
      .max(5000, 'Message is too long (5000 characters at most)'),
    /** The explicit approval: nothing is sent without it. */
    approved: z.literal(true, 'Approve the message before it is sent'),
    /** A later time chosen by the agent (ISO timestamp); quiet hours may move it later still. */
    sendAt: z.iso.datetime({ offset: true, message: 'Use a time like 2026-12-01T09:00:00-06:00' }).optional(),
  })
  .refine((v) => (v.leadId === undefined) !== (v.intakeId === undefined), {
    message: 'Choose the lead or client to send to',
    path: ['leadId'],
  })
  .refine((v) => v.channel !== 'email' || (v.subject ?? '').length > 0, {
    message: 'An email needs a subject',
    path: ['subject'],
  });
export type SendCommunicationRequest = z.input<typeof sendCommunicationRequest>;

export const sentMessage = z.object({
  id: z.number().int(),
  channel: z.enum(sendChannels),
  leadId: z.number().int().nullable(),
  intakeId: z.number().int().nullable(),
  recipientName: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  status: z.enum(sentMessageStatuses),
  /** When a scheduled message goes out (quiet hours or the agent's choice). */
  scheduledFor: z.string().nullable(),
  sentAt: z.string().nullable(),
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessage>;

export const sendCommunicationResponse = z.object({
  message: sentMessage,
  /** What happened, in words for the screen: sent, kept in the outbox, or scheduled and why. */
  notice: z.string(),
});
export const sentMessagesResponse = z.array(sentMessage);

/** A lead or intake the form can be prefilled from. */
export const communicationContact = z.object({
  kind: z.enum(['lead', 'intake']),
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  smsConsent: z.boolean(),
  clientType: z.enum(communicationClientTypes),
  propertyAddress: z.string().nullable(),
  /** What the agent knows, for the context box: status, budget, areas, last contact. */
  context: z.string(),
});
export type CommunicationContact = z.infer<typeof communicationContact>;
export const communicationContactsResponse = z.array(communicationContact);
