import { MIN_CONTRACT_TEXT } from '@bluebonnet/contracts';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { ToastInput } from '@/lib/toast';
import type { AnalysisDraft } from './analysis-form';

/** The spec §5 checks, as the toast to show, or null when the draft can be sent. */
export function validateDraft(draft: AnalysisDraft): ToastInput | null {
  const text = draft.contractText.trim();
  if (!draft.contractType || !text) {
    return { title: 'Missing Information', description: 'Please select a contract type and provide contract text.' };
  }
  if (text.length < MIN_CONTRACT_TEXT) {
    return {
      title: 'Contract Too Short',
      description: 'Please provide a more complete contract for accurate analysis.',
    };
  }
  return null;
}

const FAILURE_TEXT = 'Failed to analyze contract. Please check your input and try again.';

/** The plan-limit answer (403) carries a message worth showing; anything else gets the spec text. */
export function analysisFailureMessage(err: unknown): string {
  return err instanceof ApiError && err.status === 403 ? serverMessage(err, FAILURE_TEXT) : FAILURE_TEXT;
}
