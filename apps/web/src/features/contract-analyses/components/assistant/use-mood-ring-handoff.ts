import { useCallback, useEffect, useState } from 'react';
import type { HealthFilter } from '@bluebonnet/domain';
import { HIGHLIGHT_MS, STATUS_FILTER_CLEAR_MS } from '../../constants';
import { clearSelectedContract, clearStatusFilter, readSelectedContract, readStatusFilter } from '../../session-keys';

export type MoodRingHandoff = {
  /** The contract picked on the Mood Ring, highlighted for 3 s. */
  highlightId: number | null;
  /** The status filter picked on the Mood Ring, until cleared. */
  ringFilter: HealthFilter | null;
  clearRingFilter: () => void;
};

/**
 * Reads what the Mood Ring left in session storage when this panel opens (spec §2.3): the highlight
 * and its stored id clear after 3 s; the stored filter is removed after 10 s, or at once by the
 * clear-filter button. Read in state initialisers so it happens once per mount, before first paint.
 */
export function useMoodRingHandoff(): MoodRingHandoff {
  const [highlightId, setHighlightId] = useState(readSelectedContract);
  const [ringFilter, setRingFilter] = useState(readStatusFilter);

  useEffect(() => {
    if (highlightId === null) return;
    const timer = setTimeout(() => {
      setHighlightId(null);
      clearSelectedContract();
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightId]);

  useEffect(() => {
    if (ringFilter === null) return;
    const timer = setTimeout(clearStatusFilter, STATUS_FILTER_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [ringFilter]);

  const clearRingFilter = useCallback(() => {
    setRingFilter(null);
    clearStatusFilter();
  }, []);

  return { highlightId, ringFilter, clearRingFilter };
}
