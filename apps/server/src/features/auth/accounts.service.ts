import type { LicenseStanding, SubscriptionPlan, SubscriptionStatus, User } from '@bluebonnet/contracts';
import type { Db, Tx } from '../../db/client';
import { consumeAnalysis } from './analysis-usage';
import type { SessionService } from './session.service';
import { toUserDto } from './user-dto';
import {
  deleteUser,
  findUserById,
  type LicensedRealtor,
  listLicensedRealtors,
  listUsers,
  updateUser,
} from './users.repository';

/** Called with the user's id after their password changed and their sessions were ended. */
export type CredentialsChangedListener = (userId: number) => Promise<void> | void;
/** Called with a new account's id right after registration, before the answer is sent. */
export type RegisteredListener = (userId: number) => Promise<void>;

/** What a lookup of a realtor's number in TREC's data found (all null when it was not found). */
export type LicenseCheck = {
  checkedAt: Date;
  licenseType: string | null;
  licenseStatus: string | null;
  licenseeType: string | null;
  sponsoringBroker: string | null;
  standing: LicenseStanding | null;
};

/**
 * What other features may do with accounts. Writes take the caller's transaction, so a caller's own
 * rows (an audit entry, a stored analysis) commit or roll back together with the account change;
 * the caller then calls `forgetUser` so cached sessions read the new state.
 */
export class AccountsService {
  private readonly credentialListeners: CredentialsChangedListener[] = [];
  private readonly registeredListeners: RegisteredListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  async getUser(id: number): Promise<User | null> {
    const row = await findUserById(this.db, id);
    return row ? toUserDto(row) : null;
  }

  async listUsers(): Promise<User[]> {
    return (await listUsers(this.db)).map(toUserDto);
  }

  async setPasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
    await updateUser(tx, id, { passwordHash });
  }

  async setSubscription(
    tx: Tx,
    id: number,
    change: {
      subscriptionPlan: SubscriptionPlan;
      subscriptionStatus: SubscriptionStatus;
      monthlyContractAnalysisLimit: number;
      subscriptionStartDate: Date | null;
      trialEndsAt: Date | null;
    },
  ): Promise<User | null> {
    const row = await updateUser(tx, id, change);
    return row ? toUserDto(row) : null;
  }

  async deleteUser(tx: Tx, id: number): Promise<void> {
    await deleteUser(tx, id);
  }

  /** Takes one contract analysis from the monthly allowance; 403 when it is used up. */
  consumeContractAnalysis(tx: Tx, userId: number, now: Date): Promise<void> {
    return consumeAnalysis(tx, userId, now);
  }

  /** Ends every session of a user. After a password change call `credentialsChanged` instead. */
  revokeAllSessions(userId: number): Promise<void> {
    return this.sessions.revokeAllForUser(userId);
  }

  /**
   * Features that hand out credentials of their own (the calendar feed's secret address) retire them
   * here, so a password change locks out whoever had the old password everywhere, not only at sign-in.
   */
  onCredentialsChanged(listener: CredentialsChangedListener): void {
    this.credentialListeners.push(listener);
  }

  /**
   * A user's password changed (after the transaction that stored it): ends every session, then tells
   * each subscriber. Every subscriber runs even if one fails; the first failure is then thrown, so
   * the caller answers with an error rather than a success that left an old credential working.
   */
  async credentialsChanged(userId: number): Promise<void> {
    await this.revokeAllSessions(userId);
    const results = await Promise.allSettled(this.credentialListeners.map(async (listener) => listener(userId)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Realtors (not admins) who gave a license number, for checking them against TREC's data. */
  listLicensedRealtors(): Promise<LicensedRealtor[]> {
    return listLicensedRealtors(this.db);
  }

  /**
   * Stores what TREC's data says of a realtor's license. `licenseVerifiedAt` is when the number was
   * last found; a number not found keeps no license facts, so a stale verification cannot linger.
   */
  async setLicenseCheck(userId: number, check: LicenseCheck): Promise<void> {
    const found = check.standing !== null;
    await updateUser(this.db, userId, {
      licenseCheckedAt: check.checkedAt,
      licenseVerifiedAt: found ? check.checkedAt : null,
      licenseType: check.licenseType,
      licenseStatus: check.licenseStatus,
      licenseeType: check.licenseeType,
      sponsoringBroker: check.sponsoringBroker,
      licenseStanding: check.standing,
    });
    this.forgetUser(userId);
  }

  /** The license check at registration subscribes here. */
  onRegistered(listener: RegisteredListener): void {
    this.registeredListeners.push(listener);
  }

  /** Runs the registration listeners; a failing one is reported, never a failed registration. */
  async registered(userId: number, log: (msg: string, err: unknown) => void): Promise<void> {
    const results = await Promise.allSettled(this.registeredListeners.map((listener) => listener(userId)));
    for (const r of results) if (r.status === 'rejected') log('after-registration step failed', r.reason);
  }

  /** Call after any write to a user row so the next request reads it fresh. */
  forgetUser(userId: number): void {
    this.sessions.forgetUser(userId);
  }
}
