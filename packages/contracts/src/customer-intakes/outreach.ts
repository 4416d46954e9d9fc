import { z } from 'zod';
import { bodyId } from '../common/errors';
import { aiMeta } from '../ai/meta';
import {
  SMS_PLACEHOLDER_LINK,
  smsPlaceholdersIn,
  unfilledPlaceholderMessage,
  unknownPlaceholderMessage,
  unknownSmsPlaceholders,
} from './sms-placeholders';

export const generatedLink = z.object({
  displayLink: z.string(),
  formLink: z.string(),
  workingLink: z.string(),
  smsTemplate: z.string(),
  /** PNG data URL of a QR code that encodes formLink. */
  qrCodeUrl: z.string(),
});
export type GeneratedLink = z.infer<typeof generatedLink>;

/**
 * Who the public form is for, as the server knows it: the form shows this name, never the link's
 * `name=` text, so a link edited to say someone else's name cannot borrow our page.
 */
export const publicRealtor = z.object({ id: z.number().int(), name: z.string() });
export type PublicRealtor = z.infer<typeof publicRealtor>;

export const sendSmsRequest = z.object({
  phone: z.string().trim().min(1, 'Enter a phone number.').max(30),
  message: z
    .string()
    .trim()
    .min(1, 'The message is empty.')
    .max(1600, 'The message is too long (1,600 characters at most).')
    // A client must never receive "Hi [NAME]": every placeholder is filled before a message goes out.
    .refine((m) => smsPlaceholdersIn(m).length === 0, {
      error: (issue) => unfilledPlaceholderMessage(smsPlaceholdersIn(String(issue.input))),
    }),
  /** When texting a client from the portal: their consent to texts is checked. */
  intakeId: bodyId().optional(),
});
export type SendSmsRequest = z.infer<typeof sendSmsRequest>;

/** Where a message went: the outbox (no provider configured), the provider, or nowhere (it failed). */
export const messageStatuses = ['outbox', 'sent', 'failed'] as const;

export const smsMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  status: z.enum(messageStatuses),
  provider: z.string(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type SmsMessage = z.infer<typeof smsMessage>;
export const sendSmsResponse = z.object({
  success: z.boolean(),
  status: z.enum(['outbox', 'sent']),
  message: z.string(),
  sms: smsMessage,
});
export const smsMessagesResponse = z.array(smsMessage);

export const smsTemplateSettings = z.object({
  template: z
    .string()
    .trim()
    .min(1, 'The template is empty.')
    .max(600, 'Keep the template under 600 characters.')
    .refine((t) => t.includes(SMS_PLACEHOLDER_LINK), 'The template must contain [LINK] so the client gets the form.')
    .refine((t) => unknownSmsPlaceholders(t).length === 0, {
      error: (issue) => unknownPlaceholderMessage(unknownSmsPlaceholders(String(issue.input))),
    }),
});
export type SmsTemplateSettings = z.infer<typeof smsTemplateSettings>;

export const educationMaterial = z.object({
  title: z.string(),
  category: z.string(),
  description: z.string(),
  content: z.string(),
});
export const educationPackage = z.object({
  clientName: z.string(),
  emailSubject: z.string(),
  emailTemplate: z.string(),
  personalizedIntro: z.string(),
  materials: z.array(educationMaterial),
  meta: aiMeta,
});
export type EducationPackage = z.infer<typeof educationPackage>;

// The outbox column holds 255 characters; a longer address would fail at the database (a 500).
export const sendEducationRequest = z.object({
  to: z.email('Enter a valid email address').max(255, 'Email is too long (255 characters at most)').optional(),
});
export const sendEmailResponse = z.object({
  success: z.boolean(),
  status: z.enum(['outbox', 'sent']),
  message: z.string(),
});

/**
 * The SMS Template Settings quick templates, shared by the dialog and the server's default: [NAME] is the
 * client, [REALTOR] the realtor (so the client knows who is texting), [LINK] the form link.
 */
export const smsQuickTemplates = {
  professional:
    'Hello [NAME], this is [REALTOR]. Thank you for your interest in working with me. Please complete this short form so I can understand your real estate goals: [LINK]',
  friendly:
    "Hi [NAME]! It's [REALTOR]. I'm excited to help with your home search. Tell me a little about what you're looking for here: [LINK]",
  brief: "Hi [NAME], it's [REALTOR]. Please fill out my quick intake form: [LINK]",
} as const;
export const DEFAULT_SMS_TEMPLATE = smsQuickTemplates.professional;
