import { useState } from 'react';
import type { CommunicationResult } from '@bluebonnet/contracts';

/** What the agent is editing in one version tab: the text to send and, for a follow-up, when. */
export type Draft = { subject: string; content: string; sendAt?: string };
export type DraftVersion = 'primary' | 'alternative';
export type ResultTab = DraftVersion | 'follow-up' | 'templates';

const empty: Draft = { subject: '', content: '' };

/**
 * The generated result and the agent's edits of it. Edits live here, above the tabs, so switching
 * tabs (which unmounts the inactive one) keeps them.
 */
export function useDrafts() {
  const [result, setResult] = useState<CommunicationResult | null>(null);
  const [drafts, setDrafts] = useState<Record<DraftVersion, Draft>>({ primary: empty, alternative: empty });
  const [tab, setTab] = useState<ResultTab>('primary');

  function load(next: CommunicationResult) {
    setResult(next);
    setDrafts({
      primary: { subject: next.subject, content: next.primaryContent },
      alternative: { subject: next.subject, content: next.alternativeContent },
    });
    setTab('primary');
  }

  function edit(version: DraftVersion, change: Partial<Draft>) {
    setDrafts((d) => ({ ...d, [version]: { ...d[version], ...change } }));
  }

  /** A template or follow-up goes into the Primary editor, which then shows. */
  function putInPrimary(draft: Draft) {
    setDrafts((d) => ({ ...d, primary: draft }));
    setTab('primary');
  }

  return { result, drafts, tab, setTab, load, edit, putInPrimary };
}

export type DraftsState = ReturnType<typeof useDrafts>;
