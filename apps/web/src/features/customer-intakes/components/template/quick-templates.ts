import { SMS_PLACEHOLDER_LINK, SMS_PLACEHOLDER_NAME } from '@bluebonnet/contracts';

export type QuickTemplate = { name: 'Professional' | 'Friendly' | 'Brief'; text: string };

/** The SMS Template Settings quick templates (spec §2). */
export const quickTemplates: QuickTemplate[] = [
  {
    name: 'Professional',
    text: `Hello ${SMS_PLACEHOLDER_NAME}, thank you for your interest in working with me. Please complete this short form so I can understand your real estate goals: ${SMS_PLACEHOLDER_LINK}`,
  },
  {
    name: 'Friendly',
    text: `Hi ${SMS_PLACEHOLDER_NAME}! I'm excited to help with your home search. Tell me a little about what you're looking for here: ${SMS_PLACEHOLDER_LINK}`,
  },
  {
    name: 'Brief',
    text: `Hi ${SMS_PLACEHOLDER_NAME}, please fill out my quick intake form: ${SMS_PLACEHOLDER_LINK}`,
  },
];

export const SAMPLE_CLIENT_NAME = 'Sarah';

/** The template with a sample name and link, as a client would read it. */
export function previewTemplate(template: string, link: string): string {
  return template.split(SMS_PLACEHOLDER_NAME).join(SAMPLE_CLIENT_NAME).split(SMS_PLACEHOLDER_LINK).join(link);
}
