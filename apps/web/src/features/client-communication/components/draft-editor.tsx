import type { CommunicationContact, CommunicationResult } from '@bluebonnet/contracts';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { findPlaceholders } from '../placeholders';
import { describeSmsCount } from '../sms-segments';
import { CopyButton } from '@/components/ui/copy-button';
import { SendAction } from './send-action';
import type { Draft } from './use-drafts';

type DraftEditorProps = {
  /** 'Primary' or 'Alternative', for the labels. */
  version: string;
  draft: Draft;
  onChange: (change: Partial<Draft>) => void;
  channel: CommunicationResult['channel'];
  talkingPoints: string[];
  contact: CommunicationContact | null;
};

/** One version of the message: subject (email), the editable text, its SMS count, copy and send. */
export function DraftEditor({ version, draft, onChange, channel, talkingPoints, contact }: DraftEditorProps) {
  const placeholders = findPlaceholders(`${channel === 'email' ? draft.subject : ''}\n${draft.content}`);
  const copyText =
    channel === 'email' && draft.subject ? `Subject: ${draft.subject}\n\n${draft.content}` : draft.content;
  return (
    <div className="space-y-4">
      {channel === 'email' && (
        <TextField label="Subject" value={draft.subject} onChange={(e) => onChange({ subject: e.target.value })} />
      )}
      <TextareaField
        label={channel === 'call' ? `${version} call script` : `${version} message`}
        rows={channel === 'sms' ? 5 : 12}
        value={draft.content}
        onChange={(e) => onChange({ content: e.target.value })}
        description={channel === 'sms' ? describeSmsCount(draft.content) : undefined}
      />
      {placeholders.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Still to fill in: {placeholders.join(', ')}. Replace {placeholders.length === 1 ? 'it' : 'them'} with the real
          details before this goes to your client.
        </p>
      )}
      {channel === 'call' && talkingPoints.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Talking points</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {talkingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <CopyButton
          text={copyText}
          label={`Copy ${version.toLowerCase()} ${channel === 'call' ? 'script' : 'message'}`}
        >
          Copy
        </CopyButton>
        <SendAction channel={channel} draft={draft} contact={contact} />
      </div>
    </div>
  );
}
