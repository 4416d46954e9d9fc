import { analysisLimitForPlan } from '@bluebonnet/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../features/auth/password';
import type { Db } from './client';
import { type NewUserRow, users } from './schema/index';

export const SEED_PASSWORD = 'bluebonnet-demo-2026';

type SeedUser = Omit<NewUserRow, 'passwordHash'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const base = new Date('2026-01-05T15:00:00Z');

/** Deterministic development and end-to-end data. Emails are the keys: seeding twice changes nothing. */
export const seedUsers: SeedUser[] = [
  {
    firstName: 'Rosa',
    lastName: 'Martinez',
    email: 'rosa@bluebonnet.test',
    phone: '214-555-0142',
    trecLicenseNumber: '9900029',
    subscriptionPlan: 'starter',
    subscriptionStatus: 'trial',
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    email: 'marcus@bluebonnet.test',
    phone: '817-555-0199',
    trecLicenseNumber: '9900039',
    subscriptionPlan: 'professional',
    subscriptionStatus: 'active',
  },
  {
    firstName: 'Priya',
    lastName: 'Patel',
    email: 'priya@bluebonnet.test',
    phone: '972-555-0117',
    trecLicenseNumber: '9900030',
    subscriptionPlan: 'test',
    subscriptionStatus: 'trial',
    monthlyContractAnalysisCount: 3,
  },
];

export async function seedDatabase(db: Db, now = new Date()): Promise<{ created: string[] }> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const created: string[] = [];
  for (const [i, u] of seedUsers.entries()) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
    if (existing) continue;
    const plan = (u.subscriptionPlan ?? 'starter') as 'starter';
    await db.insert(users).values({
      ...u,
      passwordHash,
      role: 'user',
      monthlyContractAnalysisLimit: analysisLimitForPlan(plan),
      analysisCountMonth: now.toISOString().slice(0, 7),
      subscriptionStartDate: new Date(base.getTime() + i * DAY_MS),
      trialEndsAt: u.subscriptionStatus === 'trial' ? new Date(now.getTime() + 30 * DAY_MS) : null,
      createdAt: new Date(base.getTime() + i * DAY_MS),
    });
    created.push(u.email);
  }
  return { created };
}
