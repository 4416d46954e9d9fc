import {
  loginRequest,
  loginResponse,
  logoutResponse,
  paths,
  registerRequest,
  registerResponse,
  user,
} from '@bluebonnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const meta = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
  previousToken: readSessionToken(request),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authLimit = { max: ctx.env.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' };

  r.post(
    paths.register,
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: { tags: ['auth'], body: registerRequest, response: { 201: registerResponse } },
    },
    async (request, reply) => {
      const signedIn = await ctx.auth.register(request.body, meta(request));
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt, ctx.cookie);
      return reply.status(201).send({ success: true, user: signedIn.user });
    },
  );

  r.post(
    paths.login,
    {
      config: { access: 'public', rateLimit: authLimit },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const signedIn = await ctx.auth.login(request.body, meta(request));
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt, ctx.cookie);
      return { success: true, message: 'Login successful', user: signedIn.user };
    },
  );

  r.post(
    paths.logout,
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: logoutResponse } } },
    async (request, reply) => {
      await ctx.sessions.revoke(readSessionToken(request));
      clearSessionCookie(reply, ctx.cookie);
      return { success: true, message: 'Logged out' };
    },
  );

  r.get(
    paths.currentUser,
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: user } } },
    async (request) => requireAuth(request).user,
  );
}
