import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../lib/auth-context';
import type { Feature } from '../../lib/feature';
import { AccountsService } from './accounts.service';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { readSessionToken } from './session-cookie';
import { SessionService } from './session.service';

export type { AccountsService, LicenseCheck } from './accounts.service';
export { ensureAdmin, type AdminBootstrap } from './bootstrap-admin';
export { hashPassword } from './password';
export { SESSION_COOKIE } from './session-cookie';

/** The auth feature's service: accounts for other features, and the session check for the access hook. */
export type AuthFeatureService = {
  accounts: AccountsService;
  resolveSession(request: FastifyRequest): Promise<AuthContext | null>;
};

/** Registration, sign-in, sessions and the accounts other features read through `accounts`. */
export function createAuthFeature(ctx: AppContext): Feature<AuthFeatureService> {
  const db = ctx.database.db;
  const sessions = new SessionService(db, ctx.env.SESSION_DAYS, ctx.database.events);
  const accounts = new AccountsService(db, sessions);
  const auth = new AuthService(db, sessions, new LoginThrottle(db, ctx.clock), accounts, (msg, err) =>
    ctx.log.error(msg, err),
  );
  return {
    name: 'auth',
    routes: (route) => authRoutes(route, ctx, { auth, sessions }),
    service: {
      accounts,
      resolveSession: (request) => sessions.resolve(readSessionToken(request)),
    },
    jobs: [
      {
        name: 'expired-sessions-purge',
        everyMinutes: 60,
        run: () => sessions.purgeExpired(),
      },
    ],
  };
}
