import type { Db } from '../../db/client';
import { isTrecLicenseTypeCode, parseLicenseNumber, trecLicenseTypes } from '../../engines/trec-import/index';
import type { AccountsService } from '../auth/index';
import { primaryLicense, statusLabel } from './license-view';
import { findByKey } from './licenses.repository';

/**
 * Keeps each realtor's license facts in step with TREC's data: at registration, after every import,
 * and at start for anyone not checked yet. The sponsoring broker stored here is what the listing
 * tools' advertising check names.
 */
export class RealtorLicenses {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
    private readonly clock: () => Date,
  ) {}

  async check(userId: number, licenseNumber: string): Promise<void> {
    const parsed = parseLicenseNumber(licenseNumber);
    const row = parsed ? primaryLicense(await findByKey(this.db, parsed.key)) : undefined;
    const type = row && isTrecLicenseTypeCode(row.licenseTypeCode) ? trecLicenseTypes[row.licenseTypeCode] : null;
    await this.accounts.setLicenseCheck(userId, {
      checkedAt: this.clock(),
      licenseType: row ? (type?.label ?? row.licenseTypeCode) : null,
      licenseStatus: row ? statusLabel(row) : null,
      licenseeType: row ? (type?.licenseeType ?? null) : null,
      sponsoringBroker: row?.relatedName ?? null,
      standing: row?.standing ?? null,
    });
  }

  async checkUser(userId: number): Promise<void> {
    const user = await this.accounts.getUser(userId);
    if (user?.role === 'user' && user.trecLicenseNumber) await this.check(user.id, user.trecLicenseNumber);
  }

  /** Every realtor, or only those never checked. Returns how many were checked. */
  async checkAll(options: { uncheckedOnly?: boolean } = {}): Promise<number> {
    const realtors = await this.accounts.listLicensedRealtors();
    let checked = 0;
    for (const realtor of realtors) {
      if (options.uncheckedOnly && realtor.licenseCheckedAt) continue;
      await this.check(realtor.id, realtor.trecLicenseNumber);
      checked++;
    }
    return checked;
  }
}
