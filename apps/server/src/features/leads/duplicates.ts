import { formatLongDate, phoneKey, texasToday } from '@bluebonnet/domain';
import { AppError } from '../../lib/app-error';
import { fullName } from './leads.mapper';
import type { DuplicateCandidate } from './leads.repository';

/** What duplicate detection compares: the lower-cased email and the phone's last ten digits. */
export function duplicateKeysOf(lead: { email?: string | undefined; phone?: string | null | undefined }) {
  return { email: lead.email?.trim().toLowerCase(), phoneDigits: phoneKey(lead.phone) };
}

/** Which of the keys the existing lead shares, in words. */
function sharedKey(existing: DuplicateCandidate, email: string | undefined): string {
  return email !== undefined && existing.email === email ? 'this email' : 'this phone number';
}

/**
 * The 409 for a new lead that is already on file, naming the lead and when it was added, so the
 * agent can tell a re-inquiry from a namesake. `duplicateOf` lets the screen link to it.
 */
export function duplicateLeadError(existing: DuplicateCandidate, email: string | undefined): AppError {
  const name = fullName(existing);
  const added = formatLongDate(texasToday(existing.createdAt));
  return new AppError(
    'conflict',
    `${name} is already in your leads with ${sharedKey(existing, email)} (added ${added}). Add anyway if this is a different person.`,
    { duplicateOf: { id: existing.id, name } },
  );
}

/** The 409 for an edit that would give a lead another lead's email or phone (edits have no "anyway"). */
export function duplicateEditError(existing: DuplicateCandidate, email: string | undefined): AppError {
  const name = fullName(existing);
  return new AppError(
    'conflict',
    `${name} is already in your leads with ${sharedKey(existing, email)}. Use a different one, or update ${name}'s lead instead.`,
    { duplicateOf: { id: existing.id, name } },
  );
}
