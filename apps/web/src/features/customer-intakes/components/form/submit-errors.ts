import type { UseFormSetError } from 'react-hook-form';
import { ApiError, serverMessage } from '@/lib/api-client';
import { intakeFormFields, type IntakeFormInput } from '../../intake-form-schema';

export const SUBMISSION_FAILED = 'Please try again or contact your realtor directly.';

/** Spec §8's text, except an unknown realtor (404) or too many tries (429), where the server explains. */
export function submissionMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 404 || err.status === 429))
    return serverMessage(err, SUBMISSION_FAILED);
  return SUBMISSION_FAILED;
}

/** Shows a 400 answer's field issues beside their fields, focusing the first. */
export function showFieldIssues(err: unknown, setError: UseFormSetError<IntakeFormInput>) {
  if (!(err instanceof ApiError) || err.status !== 400) return;
  const fields = new Set<string>(intakeFormFields);
  let first = true;
  for (const issue of err.body?.issues ?? []) {
    const field = issue.path.split('.')[0] ?? '';
    if (!fields.has(field)) continue;
    setError(field as keyof IntakeFormInput, { type: 'server', message: issue.message }, { shouldFocus: first });
    first = false;
  }
}
