import type { FieldErrors } from 'react-hook-form';
import { type ContractOnFileConflict, contractOnFileConflict } from '@bluebonnet/contracts';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { ToastInput } from '@/lib/toast';
import type { AnalysisFormInput } from './use-analysis-form';

const FAILURE_TEXT = 'Failed to analyze contract. Please check your input and try again.';

/** The spec §5 toast for a draft the schema refused. */
export function invalidDraftToast(errors: FieldErrors<AnalysisFormInput>, contractText: string): ToastInput {
  if (errors.contractType || contractText.trim() === '') {
    return { title: 'Missing Information', description: 'Please select a contract type and provide contract text.' };
  }
  // Over the maximum: the server would refuse it the same way.
  if (errors.contractText?.type === 'too_big') return { title: 'Analysis Failed', description: FAILURE_TEXT };
  return {
    title: 'Contract Too Short',
    description: 'Please provide a more complete contract for accurate analysis.',
  };
}

/** The 409 for a contract already on file, naming it; null for any other failure. */
export function onFileConflictOf(err: unknown): ContractOnFileConflict | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  try {
    const parsed = contractOnFileConflict.safeParse(JSON.parse(err.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The plan-limit answer (403) carries a message worth showing; anything else gets the spec text. */
export function analysisFailureMessage(err: unknown): string {
  return err instanceof ApiError && err.status === 403 ? serverMessage(err, FAILURE_TEXT) : FAILURE_TEXT;
}
