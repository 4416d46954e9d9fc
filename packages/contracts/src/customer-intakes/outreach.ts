import { z } from 'zod';
import { bodyId } from '../common/errors';
import { aiMeta } from '../ai/meta';

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
    .max(1600, 'The message is too long (1,600 characters at most).'),
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

export const SMS_PLACEHOLDER_NAME = '[NAME]';
export const SMS_PLACEHOLDER_LINK = '[LINK]';
export const smsTemplateSettings = z.object({
  template: z
    .string()
    .trim()
    .min(1, 'The template is empty.')
    .max(600, 'Keep the template under 600 characters.')
    .refine((t) => t.includes(SMS_PLACEHOLDER_LINK), 'The template must contain [LINK] so the client gets the form.'),
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

/** The SMS Template Settings quick templates ([NAME] = the realtor's name, [LINK] = the form link). */
export const smsQuickTemplates = {
  professional:
    'Hello, this is [NAME], your real estate agent. To help me find the right home for you, please complete this short form: [LINK]',
  friendly: "Hi there! It's [NAME] 😊 Tell me a little about your dream home here and I'll get started: [LINK]",
  brief: '[NAME] here. Quick home-search form: [LINK]',
} as const;
export const DEFAULT_SMS_TEMPLATE = smsQuickTemplates.professional;

export function fillSmsTemplate(template: string, values: { name: string; link: string }): string {
  return template.replaceAll(SMS_PLACEHOLDER_NAME, values.name).replaceAll(SMS_PLACEHOLDER_LINK, values.link);
}
