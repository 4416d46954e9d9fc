/** Option lists of spec realtor-tools §6 and §9 (values as sent) and one label table for each. */
export const communicationClientTypes = ['buyer', 'seller', 'investor', 'lead', 'past_client'] as const;
export const communicationTypes = ['email', 'sms', 'call_script', 'follow_up', 'thank_you'] as const;
export const communicationTones = ['professional', 'friendly', 'urgent', 'congratulatory', 'informative'] as const;
export const communicationUrgencies = ['low', 'normal', 'high', 'urgent'] as const;
/** Spec §9: the follow-up cadence, in hours after the first message. */
export const followUpCadence = [
  { label: '24 hours', hours: 24 },
  { label: '3 days', hours: 72 },
  { label: '1 week', hours: 168 },
] as const;
export const sendChannels = ['email', 'sms'] as const;
export const sentMessageStatuses = ['scheduled', 'sent', 'outbox', 'failed'] as const;

export type CommunicationClientType = (typeof communicationClientTypes)[number];
export type CommunicationType = (typeof communicationTypes)[number];
export type CommunicationTone = (typeof communicationTones)[number];
export type CommunicationUrgency = (typeof communicationUrgencies)[number];
export type SendChannel = (typeof sendChannels)[number];
export type SentMessageStatus = (typeof sentMessageStatuses)[number];

export const communicationClientTypeLabels: Record<CommunicationClientType, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  investor: 'Investor',
  lead: 'Lead',
  past_client: 'Past client',
};
export const communicationTypeLabels: Record<CommunicationType, string> = {
  email: 'Email',
  sms: 'Text message (SMS)',
  call_script: 'Call script',
  follow_up: 'Follow-up',
  thank_you: 'Thank-you note',
};
export const communicationToneLabels: Record<CommunicationTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  urgent: 'Urgent',
  congratulatory: 'Congratulatory',
  informative: 'Informative',
};
export const communicationUrgencyLabels: Record<CommunicationUrgency, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
export const sentMessageStatusLabels: Record<SentMessageStatus, string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  outbox: 'In the outbox (not sent)',
  failed: 'Failed',
};

/** Spec §5 (client communication). */
export const MISSING_COMMUNICATION_FIELDS = {
  title: 'Missing Information',
  description: 'Please enter client name and context.',
} as const;
