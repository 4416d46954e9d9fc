import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { CommunicationContact } from '@bluebonnet/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CommunicationForm } from './communication-form';
import { CommunicationResults } from './communication-results';
import { MessagesSection } from './messages-section';
import { useDrafts } from './use-drafts';

/** The AI Client Communication tool (spec §2.9): the form, the draft tabs, and what was sent. */
export function CommunicationPanel() {
  const [contact, setContact] = useState<CommunicationContact | null>(null);
  const drafts = useDrafts();
  const { result } = drafts;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">AI Client Communication</h2>
        <p className="mt-1 text-slate-600">
          Emails, texts and call scripts for a client in the tone and urgency you choose, with follow-ups and templates.
          Nothing is sent until you review and approve it.
        </p>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <h3 className="text-lg font-semibold text-slate-900">Client and message</h3>
          </CardHeader>
          <CardContent>
            <CommunicationForm contact={contact} onContactChange={setContact} onGenerated={drafts.load} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h3 className="text-lg font-semibold text-slate-900">Drafts</h3>
          </CardHeader>
          <CardContent>
            {result ? (
              <CommunicationResults state={{ ...drafts, result }} contact={contact} />
            ) : (
              <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-600">
                <MessageSquareText aria-hidden className="size-10 text-slate-400" />
                <p>Fill in the client and the context, then generate your message.</p>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
      <MessagesSection />
    </div>
  );
}
