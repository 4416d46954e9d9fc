// The client-communication engine: the form → primary and alternative drafts, the follow-up
// sequence and the template library. Pure and deterministic: the same request, agent and time give
// the same drafts. Every figure in a draft is one the agent typed or their own contact details.
import type { CommunicationType, ParsedCommunicationRequest } from '@bluebonnet/contracts';
import { callScript, talkingPoints, voicemailScript } from './call-script';
import { contextNotes } from './context-notes';
import { emailBody, shortEmailBody } from './email-draft';
import { followUps } from './follow-ups';
import { firstNameOf } from './names';
import { fillPlaceholders } from './placeholders';
import { realtorOf } from './signature';
import { smsAlternative, smsText } from './sms-draft';
import { smsSegments } from './sms-segments';
import { subjectLine } from './subjects';
import { templatesFor } from './templates/index';
import { topicOf } from './topic';
import type { Brief, CommunicationDraft, DraftContext } from './types';
import { picker } from './variety';

/** Email for email, follow-up and thank-you; a text for SMS; a phone call for a call script. */
export function channelOf(type: CommunicationType): CommunicationDraft['channel'] {
  return type === 'sms' ? 'sms' : type === 'call_script' ? 'call' : 'email';
}

export function briefOf(request: ParsedCommunicationRequest, ctx: DraftContext): Brief {
  const fullName = request.clientName.trim().replace(/\s+/g, ' ');
  const firstName = firstNameOf(fullName);
  const address = request.propertyAddress?.trim() || null;
  const realtor = realtorOf(ctx.realtor);
  const seed = [
    fullName,
    request.context,
    request.clientType,
    request.communicationType,
    request.tone,
    request.urgency,
    address ?? '',
  ].join('\u0000');
  return {
    request,
    client: { fullName, firstName },
    realtor,
    address,
    // The agent may have typed a placeholder into the context; fill what the form can.
    notes: contextNotes(
      fillPlaceholders(request.context, { NAME: firstName, REALTOR: realtor.name, ADDRESS: address ?? undefined }),
      fullName,
      firstName,
    ),
    topic: topicOf(request.clientType, address),
    pick: picker(seed),
    optOut: request.clientType === 'lead' || request.leadId !== undefined || request.intakeId !== undefined,
  };
}

export function draftCommunication(request: ParsedCommunicationRequest, ctx: DraftContext): CommunicationDraft {
  const b = briefOf(request, ctx);
  const channel = channelOf(request.communicationType);
  const subject = subjectLine(b);
  const [primary, alternative] =
    channel === 'sms'
      ? [smsText(b), smsAlternative(b)]
      : channel === 'call'
        ? [callScript(b), voicemailScript(b)]
        : [emailBody(b), shortEmailBody(b)];
  return {
    subject,
    primaryContent: primary,
    alternativeContent: alternative,
    channel,
    sms: channel === 'sms' ? { primary: smsSegments(primary), alternative: smsSegments(alternative) } : null,
    talkingPoints: channel === 'call' ? talkingPoints(b) : [],
    followUps: followUps(b, subject, channel, ctx.now),
    templates: templatesFor(b),
  };
}
