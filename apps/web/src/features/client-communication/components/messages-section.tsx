import { useQuery } from '@tanstack/react-query';
import { sentMessageStatusLabels, type SentMessage, type SentMessageStatus } from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { sentMessagesQuery } from '../api';

const statusTones: Record<SentMessageStatus, BadgeTone> = {
  sent: 'success',
  scheduled: 'brand',
  outbox: 'warning',
  failed: 'danger',
};

/** 'Sent Nov 21, 2026, 3:04 PM', 'Goes out …', or when it was saved. */
function when(m: SentMessage): string | null {
  if (m.status === 'sent' && m.sentAt) return `Sent ${formatDateTime(m.sentAt)}`;
  if (m.status === 'scheduled' && m.scheduledFor) return `Goes out ${formatDateTime(m.scheduledFor)}`;
  return `Saved ${formatDateTime(m.createdAt)}`;
}

/** Everything sent from this tool: sent, scheduled, and kept in the outbox because delivery is not set up. */
export function MessagesSection() {
  const messages = useQuery(sentMessagesQuery);
  return (
    <section aria-labelledby="communication-messages-title" className="space-y-3">
      <div>
        <h3 id="communication-messages-title" className="text-lg font-semibold text-slate-900">
          Messages
        </h3>
        <p className="text-sm text-slate-600">
          Messages you approved. “In the outbox” means email or SMS is not configured on this server, so it was not
          delivered.
        </p>
      </div>
      {messages.isPending && <Spinner label="Loading messages…" className="py-6" />}
      {messages.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Unable to load your messages.
        </p>
      )}
      {messages.data?.length === 0 && <Card className="p-5 text-sm text-slate-600">No messages sent yet.</Card>}
      {messages.data && messages.data.length > 0 && (
        <ul className="space-y-2" aria-label="Sent and scheduled messages">
          {messages.data.map((m) => (
            <li key={m.id}>
              <Card className="space-y-1.5 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 text-sm font-semibold break-words text-slate-900">
                    {m.channel === 'email' ? 'Email' : 'Text'} to {m.recipientName} ({m.to})
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={statusTones[m.status]}>{sentMessageStatusLabels[m.status]}</Badge>
                    <span className="text-xs text-slate-600">{when(m)}</span>
                  </div>
                </div>
                {m.subject && <p className="text-sm font-medium text-slate-800">{m.subject}</p>}
                <p className="line-clamp-4 text-sm whitespace-pre-wrap text-slate-700">{m.content}</p>
                {m.error && <p className="text-sm text-red-700">{m.error}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
