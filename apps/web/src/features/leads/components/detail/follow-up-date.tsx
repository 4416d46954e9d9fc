import { useState } from 'react';
import type { Lead } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { dateText, fullName } from '../../labels';
import { useChangeLead } from './use-change-lead';

/**
 * The lead's next follow-up date (issue 8 §5). Saved with a button, not on every change: a date typed
 * digit by digit passes through dates nobody meant. A change saved elsewhere (a recommended action)
 * replaces what is in the box.
 */
export function FollowUpDate({ lead }: { lead: Lead }) {
  const { change, isPending } = useChangeLead(lead);
  const saved = lead.nextFollowUpDate ?? '';
  const [date, setDate] = useState(saved);
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setDate(saved);
  }

  return (
    <div>
      <TextField
        label="Next follow-up"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        description={saved ? `Saved: ${dateText(saved)}` : 'No follow-up set.'}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={isPending || date === '' || date === saved}
          onClick={() =>
            change({ nextFollowUpDate: date }, (u) => `Follow up with ${fullName(u)} on ${dateText(date)}.`)
          }
        >
          Set follow-up
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isPending || saved === ''}
          onClick={() => {
            change({ nextFollowUpDate: null }, (u) => `The follow-up with ${fullName(u)} was cleared.`);
          }}
        >
          Clear follow-up
        </Button>
      </div>
    </div>
  );
}
