import type { CommunicationResult, ParsedCommunicationRequest } from '@bluebonnet/contracts';
import type { ContextNote } from './context-notes';
import type { Topic } from './topic';
import type { Pick } from './variety';

/** The agent sending it: their name signs every draft; contact details only where they gave them. */
export type RealtorContext = {
  name: string;
  email?: string | null;
  phone?: string | null;
  brokerage?: string | null;
};

export type DraftContext = { realtor: RealtorContext; now: Date };

/** The engine's answer: the contract's result without `meta` (the AI layer adds it). */
export type CommunicationDraft = Omit<CommunicationResult, 'meta'>;

/** Everything a writer needs, worked out once from the request. */
export type Brief = {
  request: ParsedCommunicationRequest;
  client: { fullName: string; firstName: string };
  realtor: { name: string; firstName: string; email: string | null; phone: string | null; brokerage: string | null };
  address: string | null;
  notes: ContextNote[];
  topic: Topic;
  pick: Pick;
  /** Texts to leads and intakes carry "Reply STOP to opt out". */
  optOut: boolean;
};
