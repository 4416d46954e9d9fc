import type { CustomerIntake } from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
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
}
