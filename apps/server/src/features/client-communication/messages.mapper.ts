import type { SentMessage } from '@bluebonnet/contracts';
import type { CommunicationMessageRow } from '../../db/schema/index';

export function toSentMessage(row: CommunicationMessageRow): SentMessage {
  return {
    id: row.id,
    channel: row.channel,
    leadId: row.leadId,
    intakeId: row.intakeId,
    recipientName: row.recipientName,
    to: row.to,
    subject: row.subject,
    content: row.content,
    status: row.status,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    provider: row.provider,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
