import { fillSmsTemplate, smsQuickTemplates } from '@bluebonnet/contracts';

export type QuickTemplate = { name: 'Professional' | 'Friendly' | 'Brief'; text: string };

/** The SMS Template Settings quick templates (spec §2): the server's default is the first. */
export const quickTemplates: QuickTemplate[] = [
  { name: 'Professional', text: smsQuickTemplates.professional },
  { name: 'Friendly', text: smsQuickTemplates.friendly },
  { name: 'Brief', text: smsQuickTemplates.brief },
];

export const SAMPLE_CLIENT_NAME = 'Sarah';

/** The template as a client would read it: a sample client name, the realtor's own name and a link. */
export function previewTemplate(template: string, link: string, realtorName: string): string {
  return fillSmsTemplate(template, { client: SAMPLE_CLIENT_NAME, realtor: realtorName, link });
}
