import { useEffect, useId, useState } from 'react';
import { UserRound, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { communicationClientTypeLabels, type CommunicationContact } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { communicationContactsQuery } from '../api';
import { CONTACT_SEARCH_DELAY_MS, CONTACTS_SHOWN } from '../constants';

const kindLabels: Record<CommunicationContact['kind'], string> = { lead: 'Lead', intake: 'Intake client' };

/** 'Lead · Buyer · ana@example.com · 214-555-0142' */
function contactLine(c: CommunicationContact): string {
  const kind = kindLabels[c.kind];
  const type = communicationClientTypeLabels[c.clientType];
  // A lead whose client type is "Lead" would read "Lead · Lead".
  return [kind, type === kind ? null : type, c.email, c.phone].filter(Boolean).join(' · ');
}

type ContactPickerProps = {
  picked: CommunicationContact | null;
  onPick: (contact: CommunicationContact) => void;
  onClear: () => void;
};

/** Finds a lead or intake client by name; the picked one prefills the form and is who a send goes to. */
export function ContactPicker({ picked, onPick, onClear }: ContactPickerProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const resultsId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), CONTACT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const contacts = useQuery({ ...communicationContactsQuery(query), enabled: query !== '' && !picked });

  if (picked) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-bonnet-200 bg-bonnet-50 p-3">
        <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-bonnet-700" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">Writing to {picked.name}</p>
          <p className="text-xs break-words text-slate-700">{contactLine(picked)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Clear ${picked.name}`}
          onClick={() => {
            setSearch('');
            setQuery('');
            onClear();
          }}
        >
          <X aria-hidden />
          Clear
        </Button>
      </div>
    );
  }

  const list = contacts.data?.slice(0, CONTACTS_SHOWN);
  return (
    <div>
      <TextField
        label="Pick from your leads and clients"
        type="search"
        autoComplete="off"
        placeholder="Search by name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={resultsId}
        description="Optional. Picking one fills in the form, and lets you send the message to them."
      />
      <div id={resultsId} className="mt-2">
        {query !== '' && contacts.isPending && <Spinner label="Searching…" className="justify-start py-2" />}
        {contacts.isError && (
          <p role="alert" className="text-sm text-red-700">
            Unable to load your leads and clients.
          </p>
        )}
        {list?.length === 0 && <p className="text-sm text-slate-600">No leads or clients match “{query}”.</p>}
        {list && list.length > 0 && (
          <ul aria-label="Matching leads and clients" className="divide-y divide-slate-100 rounded-lg border">
            {list.map((c) => (
              <li key={`${c.kind}-${c.id}`}>
                <button
                  type="button"
                  onClick={() => onPick(c)}
                  className="block w-full px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-bonnet-600"
                >
                  <span className="block text-sm font-semibold text-slate-900">{c.name}</span>
                  <span className="block text-xs break-words text-slate-600">{contactLine(c)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
