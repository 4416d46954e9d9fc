import { phoneKey } from '@bluebonnet/domain';

/** The lead a row repeats: an earlier row of the same file, or a lead already on file. */
export type RowDuplicate =
  | { kind: 'file'; line: number; by: 'email' | 'phone' }
  | { kind: 'existing'; id: number; name: string; by: 'email' | 'phone' };

/** A lead on file as the duplicate lookup needs it; `phone` in any format (stored digits are fine). */
export type ExistingLeadKeys = { id: number; name: string; email: string; phone: string | null };

/** Lookup of existing leads by duplicate key (see `leadKeys`). */
export type DuplicateLookup = ReadonlyMap<string, { id: number; name: string }>;

/**
 * The keys two leads are the same person by: the email lower-cased, and the phone's last ten digits
 * (`phoneKey`). The two never collide (an email has an @, a phone key is digits), so one map holds both.
 */
export function leadKeys(lead: { email: string; phone?: string | null }): { by: 'email' | 'phone'; key: string }[] {
  const keys: { by: 'email' | 'phone'; key: string }[] = [{ by: 'email', key: lead.email.trim().toLowerCase() }];
  const phone = phoneKey(lead.phone);
  if (phone) keys.push({ by: 'phone', key: phone });
  return keys;
}

/** The lookup for `markExistingDuplicates`; when two leads share a key the first (oldest) is kept. */
export function buildDuplicateLookup(existing: readonly ExistingLeadKeys[]): Map<string, { id: number; name: string }> {
  const lookup = new Map<string, { id: number; name: string }>();
  for (const lead of existing) {
    for (const { key } of leadKeys(lead)) if (!lookup.has(key)) lookup.set(key, { id: lead.id, name: lead.name });
  }
  return lookup;
}

type Keyed = { lead: { email: string; phone?: string | null } | null; duplicateOf: RowDuplicate | null };

/** Marks each valid row that repeats an earlier valid row of the file (same email or phone key). */
export function markFileDuplicates<R extends Keyed & { line: number }>(rows: readonly R[]): R[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (!row.lead) return row;
    const keys = leadKeys(row.lead);
    const hit = keys.find(({ key }) => seen.has(key));
    // A repeat's other keys point at the row it repeats, so a third row matching either finds the first.
    const owner = hit ? (seen.get(hit.key) ?? row.line) : row.line;
    for (const { key } of keys) if (!seen.has(key)) seen.set(key, owner);
    return hit ? { ...row, duplicateOf: { kind: 'file', line: owner, by: hit.by } } : row;
  });
}

/** Marks each valid row, not already a repeat within the file, whose email or phone is on a lead on file. */
export function markExistingDuplicates<R extends Keyed>(rows: readonly R[], existing: DuplicateLookup): R[] {
  return rows.map((row) => {
    if (!row.lead || row.duplicateOf) return row;
    for (const { by, key } of leadKeys(row.lead)) {
      const found = existing.get(key);
      if (found) return { ...row, duplicateOf: { kind: 'existing', id: found.id, name: found.name, by } };
    }
    return row;
  });
}
