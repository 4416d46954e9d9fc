import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerIntakes, homeResearchProfiles, portfolioSamples } from '../../db/schema/index';

export async function listProfiles(db: Db, realtorId: number) {
  return db
    .select({ profile: homeResearchProfiles, customer: customerIntakes })
    .from(homeResearchProfiles)
    .leftJoin(customerIntakes, eq(customerIntakes.id, homeResearchProfiles.customerId))
    .where(eq(homeResearchProfiles.realtorId, realtorId))
    .orderBy(desc(homeResearchProfiles.createdAt), desc(homeResearchProfiles.id));
}

export async function findProfile(db: Db, realtorId: number, id: number) {
  const [row] = await db
    .select({ profile: homeResearchProfiles, customer: customerIntakes })
    .from(homeResearchProfiles)
    .leftJoin(customerIntakes, eq(customerIntakes.id, homeResearchProfiles.customerId))
    .where(and(eq(homeResearchProfiles.id, id), eq(homeResearchProfiles.realtorId, realtorId)));
  return row;
}

export function listSamples(db: Db, profileId: number) {
  return db
    .select()
    .from(portfolioSamples)
    .where(eq(portfolioSamples.researchProfileId, profileId))
    .orderBy(desc(portfolioSamples.matchScore), desc(portfolioSamples.id));
}

export function existingPropertyIds(db: Db, profileId: number, propertyIds: string[]) {
  if (!propertyIds.length) return Promise.resolve([]);
  return db
    .select({ propertyId: portfolioSamples.propertyId })
    .from(portfolioSamples)
    .where(and(eq(portfolioSamples.researchProfileId, profileId), inArray(portfolioSamples.propertyId, propertyIds)));
}

/** Profiles whose next run is due, oldest first, for the scheduled sweep. */
export function dueProfiles(db: Db, now: Date, limit: number) {
  return db
    .select({ id: homeResearchProfiles.id, realtorId: homeResearchProfiles.realtorId })
    .from(homeResearchProfiles)
    .where(
      and(
        lte(homeResearchProfiles.nextResearchDate, now),
        sql`${homeResearchProfiles.researchStatus} in ('pending', 'active')`,
      ),
    )
    .orderBy(homeResearchProfiles.nextResearchDate)
    .limit(limit);
}
