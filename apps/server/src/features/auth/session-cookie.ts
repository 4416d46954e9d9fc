import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'bb_session';

export type CookieSettings = { secure: boolean };

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}
