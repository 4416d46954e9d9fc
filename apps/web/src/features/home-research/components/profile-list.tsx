import { useState } from 'react';
import { Search } from 'lucide-react';
import type { ResearchProfile } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProfileCard } from './profile-card';
import { ProfileDetailsDialog, type DetailsFocus } from './profile-details-dialog';

type ProfileListProps = { profiles: ResearchProfile[]; onStart: () => void };

/** The profile cards, or the empty state; one details dialog shows the chosen profile's latest data. */
export function ProfileList({ profiles, onStart }: ProfileListProps) {
  const [open, setOpen] = useState<{ id: number; focus: DetailsFocus } | null>(null);
  const selected = open ? (profiles.find((p) => p.id === open.id) ?? null) : null;

  if (profiles.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <Search aria-hidden className="size-9 text-slate-400" />
        <h3 className="text-lg font-semibold text-slate-900">No Research Profiles</h3>
        <p className="max-w-md text-sm text-slate-600">
          Start research for a client and Bluebonnet will look for homes that match their goals, budget and areas.
        </p>
        <Button className="mt-3" onClick={onStart}>
          Start Your First Research
        </Button>
      </Card>
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Research profiles">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} onOpen={(focus) => setOpen({ id: profile.id, focus })} />
          </li>
        ))}
      </ul>
      <ProfileDetailsDialog profile={selected} focus={open?.focus ?? 'details'} onClose={() => setOpen(null)} />
    </>
  );
}
