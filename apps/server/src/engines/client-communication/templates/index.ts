// The template library, by communication type, filled from the form. What cannot be filled stays as
// its [PLACEHOLDER] and is listed in `unfilled`: such a template cannot be sent until the agent does.
import type { CommunicationTemplate, CommunicationType } from '@bluebonnet/contracts';
import { fillPlaceholders, unfilledPlaceholders } from '../placeholders';
import { OPT_OUT } from '../sms-draft';
import type { Brief } from '../types';
import { EMAIL_TEMPLATES, FOLLOW_UP_TEMPLATES } from './email-templates';
import { CALL_TEMPLATES, SMS_TEMPLATES } from './short-templates';
import type { Template } from './template';
import { THANK_YOU_TEMPLATES } from './thank-you-templates';

export type { Template } from './template';

export const TEMPLATE_LIBRARY: Record<CommunicationType, readonly Template[]> = {
  email: EMAIL_TEMPLATES,
  sms: SMS_TEMPLATES,
  call_script: CALL_TEMPLATES,
  follow_up: FOLLOW_UP_TEMPLATES,
  thank_you: THANK_YOU_TEMPLATES,
};

function filled(b: Brief, template: Template): CommunicationTemplate {
  const values = { NAME: b.client.firstName, REALTOR: b.realtor.name, ADDRESS: b.address ?? undefined };
  const subject = template.subject === null ? null : fillPlaceholders(template.subject, values);
  let content = fillPlaceholders(template.content, values);
  // Appended, never fitted: cutting could split a placeholder the agent still has to fill.
  if (template.communicationType === 'sms' && b.optOut) content = `${content} ${OPT_OUT}`;
  return {
    id: template.id,
    name: template.name,
    communicationType: template.communicationType,
    subject,
    content,
    unfilled: unfilledPlaceholders(subject, content),
  };
}

/** The library for the requested type, the ones suited to this client type first. */
export function templatesFor(b: Brief): CommunicationTemplate[] {
  const { communicationType, clientType } = b.request;
  const library = TEMPLATE_LIBRARY[communicationType];
  const suited = library.filter((t) => t.clientTypes.includes(clientType));
  const others = library.filter((t) => !t.clientTypes.includes(clientType));
  return [...suited, ...others].map((t) => filled(b, t));
}
