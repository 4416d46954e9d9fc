import { useQuery } from '@tanstack/react-query';
import type { SmsMessage } from '@bluebonnet/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { smsMessagesQuery } from '../../api';

const statusBadges: Record<SmsMessage['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'success' },
  outbox: { label: 'Saved to Outbox', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Text messages sent from the portal, and those kept in the outbox when SMS is not configured. */
export function MessagesSection() {
  const messages = useQuery(smsMessagesQuery);
  return (
    <section aria-labelledby="messages-title" className="space-y-3">
      <div>
        <h2 id="messages-title" className="text-lg font-semibold text-slate-900">
          Messages
        </h2>
        <p className="text-sm text-slate-600">
          Text messages you sent with your form link. “Saved to Outbox” means SMS is not configured on this server, so
          the message was not delivered.
        </p>
      </div>
      {messages.isPending && <Spinner label="Loading messages…" className="py-6" />}
      {messages.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Unable to load your messages.
        </p>
      )}
      {messages.data?.length === 0 && <Card className="p-5 text-sm text-slate-600">No text messages yet.</Card>}
      {messages.data && messages.data.length > 0 && (
        <ul className="space-y-2" aria-label="Text messages">
          {messages.data.map((sms) => (
            <li key={sms.id}>
              <Card className="space-y-1.5 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-slate-900">To {sms.to}</p>
                  <div className="flex items-center gap-2">
                    <Badge tone={statusBadges[sms.status].tone}>{statusBadges[sms.status].label}</Badge>
                    <span className="text-xs text-slate-600">{formatDateTime(sms.createdAt)}</span>
                  </div>
                </div>
                <p className="text-sm whitespace-pre-wrap text-slate-700">{sms.body}</p>
                {sms.error && <p className="text-sm text-red-700">{sms.error}</p>}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
