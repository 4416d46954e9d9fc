import type { CommunicationResult } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { longDateOf } from '../dates';
import { CopyButton } from '@/components/ui/copy-button';
import { PlaceholderText } from './placeholder-text';
import type { Draft } from './use-drafts';

type FollowUpListProps = {
  followUps: CommunicationResult['followUps'];
  /** The subject to keep when a follow-up has none of its own. */
  subject: string;
  onUse: (draft: Draft) => void;
};

/** The spec §9 cadence (24 hours, 3 days, 1 week) as dated drafts, each ready to copy or edit and send. */
export function FollowUpList({ followUps, subject, onUse }: FollowUpListProps) {
  if (followUps.length === 0) return <p className="text-sm text-slate-600">No follow-ups for this message.</p>;
  return (
    <ol className="space-y-3" aria-label="Follow-up drafts">
      {followUps.map((f) => {
        const date = longDateOf(f.sendAt);
        return (
          <li key={f.after}>
            <Card className="space-y-3 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h4 className="font-semibold text-slate-900">After {f.after}</h4>
                {date && <p className="text-sm text-slate-600">Send on {date}</p>}
              </div>
              {f.subject && (
                <p className="text-sm">
                  <span className="font-semibold text-slate-700">Subject:</span> {f.subject}
                </p>
              )}
              <PlaceholderText text={f.content} />
              <div className="flex flex-wrap gap-2">
                <CopyButton text={f.content} label={`Copy the ${f.after} follow-up`}>
                  Copy
                </CopyButton>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onUse({ subject: f.subject ?? subject, content: f.content, sendAt: f.sendAt })}
                >
                  Use this<span className="sr-only">: the {f.after} follow-up</span>
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
