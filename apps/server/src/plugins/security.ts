import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // Radix positions popovers with inline styles
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The security headers helmet would send, computed once: helmet rebuilds its CSP on every
 * response, which cost a measurable share of the signed-in API's throughput (docs/decisions/007).
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    ...apiSecurityHeaders(secure),
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** JSON answers are never rendered as documents: the document-only headers (CSP, framing) add bytes, not safety. */
export function apiSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Security headers, and a same-origin check for state-changing requests (CSRF defence in depth). */
export function registerSecurity(app: FastifyInstance, options: { secure: boolean; publicUrl?: string }): void {
  const pageHeaders = securityHeaders(options.secure);
  const apiHeaders = apiSecurityHeaders(options.secure);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
  });

  const allowedHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return; // non-browser clients; browsers always send Origin on cross-site writes
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('forbidden', 'Cross-site request refused.');
    }
    if (originHost !== request.headers.host && originHost !== allowedHost) {
      throw new AppError('forbidden', 'Cross-site request refused.');
    }
  });
}
