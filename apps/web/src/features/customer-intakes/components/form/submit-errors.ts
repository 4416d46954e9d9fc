import { ApiError, serverMessage } from '@/lib/api-client';

export const SUBMISSION_FAILED = 'Please try again or contact your realtor directly.';

/** Spec §8's text, except an unknown realtor (404) or too many tries (429), where the server explains. */
export function submissionMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 404 || err.status === 429))
    return serverMessage(err, SUBMISSION_FAILED);
  return SUBMISSION_FAILED;
}
