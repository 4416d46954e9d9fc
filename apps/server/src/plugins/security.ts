import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, and a same-origin check for state-changing requests (CSRF defence in depth). */
export async function registerSecurity(
  app: FastifyInstance,
  options: { secure: boolean; publicUrl?: string },
): Promise<void> {
  await app.register(helmet, {
    hsts: options.secure,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Radix positions popovers with inline styles
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
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
