import { authEndpoints } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';
import type { Route } from '../../lib/routes';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const meta = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
  previousToken: readSessionToken(request),
});

export function authRoutes(
  route: Route,
  ctx: AppContext,
  { auth, sessions }: { auth: AuthService; sessions: SessionService },
): void {
  const cookie = { secure: ctx.secureCookies };
  const rateLimit = { max: ctx.env.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  route(
    authEndpoints.register,
    async ({ body, request, reply }) => {
      const signedIn = await auth.register(body, meta(request));
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt, cookie);
      return { success: true, user: signedIn.user };
    },
    { rateLimit },
  );

  route(
    authEndpoints.login,
    async ({ body, request, reply }) => {
      const signedIn = await auth.login(body, meta(request));
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt, cookie);
      return { success: true, message: 'Login successful', user: signedIn.user };
    },
    { rateLimit },
  );

  route(authEndpoints.logout, async ({ request, reply }) => {
    await sessions.revoke(readSessionToken(request));
    clearSessionCookie(reply, cookie);
    return { success: true, message: 'Logged out' };
  });

  route(authEndpoints.currentUser, ({ request }) => requireAuth(request).user);
}
