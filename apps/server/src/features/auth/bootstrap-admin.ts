import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from './password';
import { findUserByEmail, insertUser } from './users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@bluebonnet.local';

export type AdminBootstrap =
  | { created: true; email: string; password: string; generated: boolean }
  | { created: false; email: string };

/**
 * On first start with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a random
 * password the caller prints once. There is no default password.
 */
export async function ensureAdmin(db: Db, env: Env): Promise<AdminBootstrap> {
  const [existing] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return { created: false, email: existing.email };

  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const taken = await findUserByEmail(db, email);
  if (taken) {
    // The address belongs to a realtor: promote it rather than fail to start.
    await db.update(users).set({ role: 'admin', passwordHash, updatedAt: new Date() }).where(eq(users.id, taken.id));
  } else {
    await insertUser(db, {
      firstName: 'Admin',
      lastName: 'User',
      email,
      passwordHash,
      role: 'admin',
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
      subscriptionStartDate: new Date(),
      monthlyContractAnalysisLimit: 999999,
    });
  }
  return { created: true, email, password, generated };
}
