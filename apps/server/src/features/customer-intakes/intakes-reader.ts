import type { CustomerIntake } from '@bluebonnet/contracts';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerIntakes } from '../../db/schema/index';
import { toCustomerIntake } from './intakes.mapper';
import { findIntake, findIntakes } from './intakes.repository';

/** What other features may read of customer intakes: one realtor's own, as the API shows them. */
export class IntakesReader {
  constructor(private readonly db: Db) {}

  /** The realtor's intake, or null when it does not exist or belongs to another realtor. */
  async get(realtorId: number, id: number): Promise<CustomerIntake | null> {
    const row = await findIntake(this.db, realtorId, id);
    return row ? toCustomerIntake(row) : null;
  }

  /** Those of the ids that are the realtor's intakes, by id. */
  async getMany(realtorId: number, ids: readonly number[]): Promise<Map<number, CustomerIntake>> {
    const rows = await findIntakes(this.db, realtorId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, toCustomerIntake(row)]));
  }

  /** The realtor's intakes whose name, email or phone contains `search`, newest first (a picker's page). */
  async search(realtorId: number, search: string | undefined, limit: number): Promise<CustomerIntake[]> {
    const where: SQL[] = [eq(customerIntakes.realtorId, realtorId)];
    const text = search?.trim().slice(0, 100);
    if (text) {
      // Wildcards typed by the user match themselves.
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const name = sql`(${customerIntakes.firstName} || ' ' || ${customerIntakes.lastName}) ilike ${pattern}`;
      where.push(
        or(name, sql`${customerIntakes.email} ilike ${pattern}`, sql`${customerIntakes.phone} ilike ${pattern}`) as SQL,
      );
    }
    const rows = await this.db
      .select()
      .from(customerIntakes)
      .where(and(...where))
      .orderBy(desc(customerIntakes.createdAt), desc(customerIntakes.id))
      .limit(Math.min(Math.max(1, Math.floor(limit)), 200));
    return rows.map(toCustomerIntake);
  }
}
