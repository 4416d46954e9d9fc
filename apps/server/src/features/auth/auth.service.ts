import type { LoginRequest, RegisterRequest, User } from '@bluebonnet/contracts';
import { analysisLimitForPlan, TRIAL_DAYS } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountsService } from './accounts.service';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { SessionService } from './session.service';
import { toUserDto } from './user-dto';
import { findUserByEmail, insertUser, isUniqueViolation } from './users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DUPLICATE_EMAIL = 'An account with this email already exists. Sign in instead.';
const BAD_CREDENTIALS = 'Invalid email or password.';

type RequestMeta = { userAgent?: string; ip?: string; previousToken?: string };
export type SignedIn = { user: User; token: string; expiresAt: Date };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly accounts: AccountsService,
    private readonly log: (msg: string, err: unknown) => void,
  ) {}

  /** Creates a realtor on the starter plan with a 30-day trial and signs them in. */
  async register(input: RegisterRequest, meta: RequestMeta): Promise<SignedIn> {
    if (await findUserByEmail(this.db, input.email)) throw duplicate();
    const now = new Date();
    const passwordHash = await hashPassword(input.password);
    let row;
    try {
      row = await insertUser(this.db, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        trecLicenseNumber: input.trecLicenseNumber,
        passwordHash,
        role: 'user',
        subscriptionPlan: 'starter',
        subscriptionStatus: 'trial',
        subscriptionStartDate: now,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        monthlyContractAnalysisLimit: analysisLimitForPlan('starter'),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
    // Steps other features take for a new account (the TREC license check) run before the answer,
    // so the new realtor's first screen already shows whether the license was found.
    await this.accounts.registered(row.id, this.log);
    const user = (await this.accounts.getUser(row.id)) ?? toUserDto(row);
    return this.startSession(user, meta);
  }

  async login(input: LoginRequest, meta: RequestMeta): Promise<SignedIn> {
    const email = input.email.trim().toLowerCase();
    await this.throttle.check(email);
    const row = await findUserByEmail(this.db, email);
    // An unknown email costs the same hash as a known one, so timing tells nothing either.
    const valid = row
      ? await verifyPassword(row.passwordHash, input.password)
      : (await burnPasswordCheck(input.password), false);
    if (!row || !valid) {
      await this.throttle.recordFailure(email);
      throw badCredentials();
    }
    await this.throttle.recordSuccess(email);
    return this.startSession(toUserDto(row), meta);
  }

  /** A new session id at every sign-in; the one the browser came with is revoked. */
  private async startSession(user: User, meta: RequestMeta): Promise<SignedIn> {
    if (meta.previousToken) await this.sessions.revoke(meta.previousToken);
    const { token, expiresAt } = await this.sessions.create(user.id, meta);
    return { user, token, expiresAt };
  }
}

const duplicate = () => new AppError('conflict', DUPLICATE_EMAIL, { success: false, error: DUPLICATE_EMAIL });
const badCredentials = () => new AppError('unauthorized', BAD_CREDENTIALS, { success: false });
