// What the deadlines card, the calendar feed and the health rings read: the scheduled deadlines and
// open action items of the realtor's active contracts.
import { and, asc, eq, gt, gte, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contractActionItems, contractAnalyses, contractDeadlines } from '../../db/schema/index';

const newer = alias(contractAnalyses, 'newer');

/**
 * Active contracts, less any with the very same text as a newer active one: copies saved before
 * "update the existing record" existed, whose deadlines would otherwise show twice.
 */
function activeAndLatest(db: Db, realtorId: number) {
  const sameLater = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.realtorId, contractAnalyses.realtorId),
        eq(newer.contractStatus, 'active'),
        eq(newer.contractType, contractAnalyses.contractType),
        gt(newer.id, contractAnalyses.id),
        eq(newer.contractText, contractAnalyses.contractText),
      ),
    );
  return and(
    eq(contractAnalyses.realtorId, realtorId),
    eq(contractAnalyses.contractStatus, 'active'),
    notExists(sameLater),
  );
}

/** Open action items and scheduled deadlines of active contracts due in [from, to]. */
export async function upcoming(db: Db, realtorId: number, from: string, to: string) {
  const contract = {
    contractType: contractAnalyses.contractType,
    propertyAddress: contractAnalyses.propertyAddress,
  };
  const active = activeAndLatest(db, realtorId);
  const items = await db
    .select({ item: contractActionItems, ...contract })
    .from(contractActionItems)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractActionItems.contractId))
    .where(
      and(
        active,
        eq(contractActionItems.realtorId, realtorId),
        eq(contractActionItems.completed, false),
        gte(contractActionItems.dueDate, from),
        lte(contractActionItems.dueDate, to),
      ),
    )
    .orderBy(asc(contractActionItems.dueDate));
  const deadlines = await db
    .select({ deadline: contractDeadlines, ...contract })
    .from(contractDeadlines)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractDeadlines.contractId))
    .where(
      and(
        active,
        eq(contractDeadlines.realtorId, realtorId),
        gte(contractDeadlines.dueDate, from),
        lte(contractDeadlines.dueDate, to),
      ),
    )
    .orderBy(asc(contractDeadlines.dueDate));
  return { items, deadlines };
}

export async function allDeadlines(db: Db, realtorId: number) {
  return db
    .select({
      deadline: contractDeadlines,
      propertyAddress: contractAnalyses.propertyAddress,
      contractType: contractAnalyses.contractType,
      contractNumber: contractAnalyses.realtorSeq,
    })
    .from(contractDeadlines)
    .innerJoin(contractAnalyses, eq(contractAnalyses.id, contractDeadlines.contractId))
    .where(and(eq(contractDeadlines.realtorId, realtorId), activeAndLatest(db, realtorId)))
    .orderBy(asc(contractDeadlines.dueDate));
}
