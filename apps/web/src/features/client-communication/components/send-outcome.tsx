import { useEffect, useRef } from 'react';
import { sentMessageStatusLabels, type SentMessageStatus } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { ApiError, serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const FAILURE_TEXT = 'Unable to send the message. Please try again.';

const tones: Record<SentMessageStatus, string> = {
  sent: 'bg-emerald-50 text-emerald-900',
  scheduled: 'bg-bonnet-50 text-bonnet-900',
  outbox: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
};

type SendResponse = { message: { status: SentMessageStatus }; notice: string };

/** What the server did, in its own words: sent, scheduled, or kept in the outbox (never called "sent"). */
export function SendOutcome({ response }: { response: SendResponse }) {
  const done = useRef<HTMLButtonElement>(null);
  // The Send button is gone; focus moves to the way out so it is not lost.
  useEffect(() => done.current?.focus(), []);
  const { status } = response.message;
  return (
    <div className="space-y-4">
      <div role="status" className={cn('space-y-1 rounded-lg p-3 text-sm', tones[status])}>
        <p className="font-semibold">{sentMessageStatusLabels[status]}</p>
        <p>{response.notice}</p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={done}>Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}

/** A refused send's reasons (e.g. no SMS consent), or a plain retry message for server and network faults. */
export function sendFailureLines(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.status >= 500) return [FAILURE_TEXT];
  const lines = [serverMessage(err, FAILURE_TEXT), ...(err.body?.issues ?? []).map((issue) => issue.message)];
  return [...new Set(lines)];
}
