import type { FieldError, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The error type of issues placed from a server answer. */
export const SERVER_ISSUE = 'server';

/**
 * The form field an issue's path points at, or null. The server prefixes the part of the request
 * ("body.email"); an issue inside a field ("contractA.text", "tags.0") lands on that field.
 */
export function fieldOfIssue<F extends string>(path: string, fields: readonly F[]): F | null {
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  const target = parts.join('.');
  let best: F | null = null;
  for (const field of fields) {
    const covers = target === field || target.startsWith(`${field}.`);
    if (covers && (best === null || field.length > best.length)) best = field;
  }
  return best;
}

/**
 * Shows a 400 answer's field issues (`{ issues: [{ path, message }] }`) beside the form's `fields`,
 * focusing the first. Returns whether it placed any, so a caller can tell whether a toast must say more.
 */
export function applyServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  const placed = new Set<FieldPath<T>>();
  for (const issue of err.body?.issues ?? []) {
    const field = fieldOfIssue(issue.path, fields);
    // One message per field: the first, as the form's own check would show it.
    if (field === null || placed.has(field)) continue;
    setError(field, { type: SERVER_ISSUE, message: issue.message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
}

/**
 * The message of an issue the server placed on a field. For forms whose own checks are toasts (spec),
 * so only the server's issues show beside the field.
 */
export function serverIssueMessage(error: FieldError | undefined): string | undefined {
  return error?.type === SERVER_ISSUE ? error.message : undefined;
}
