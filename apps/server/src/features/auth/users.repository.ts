import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index';

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Db | Tx,
  id: number,
  values: Partial<Omit<NewUserRow, 'id'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Db | Tx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id)); // sessions go with it (ON DELETE CASCADE)
}

/** Postgres unique violation — raised when two registrations race for one email. */
export function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export type LicensedRealtor = { id: number; trecLicenseNumber: string; licenseCheckedAt: Date | null };

/** Realtors with a license number on file: whose licenses the TREC data is checked against. */
export async function listLicensedRealtors(db: Db): Promise<LicensedRealtor[]> {
  const rows = await db
    .select({ id: users.id, trecLicenseNumber: users.trecLicenseNumber, licenseCheckedAt: users.licenseCheckedAt })
    .from(users)
    .where(and(ne(users.role, 'admin'), isNotNull(users.trecLicenseNumber)));
  return rows.flatMap((r) => (r.trecLicenseNumber ? [{ ...r, trecLicenseNumber: r.trecLicenseNumber }] : []));
}
