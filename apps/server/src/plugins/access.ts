import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Access } from '@bluebonnet/contracts';
import type { AuthContext } from '../lib/auth-context';

export type { Access };
export const accessLevels: readonly Access[] = ['public', 'user', 'admin'];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route as registered, with its declared access (the generated access-matrix test reads it). */
    routeTable: readonly RouteOptions[];
  }
}

/**
 * Every route declares who may call it. Routes are collected as they are added and checked once the
 * app is ready, so a route without `config.access` stops the app from starting.
 */
export function registerAccessControl(
  app: FastifyInstance,
  resolve: (request: FastifyRequest) => Promise<AuthContext | null>,
): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', routes);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !accessLevels.includes(r.config?.access as Access));
    if (missing.length > 0) {
      const list = missing.map((r) => `${String(r.method)} ${r.url}`).join(', ');
      throw new Error(`Every route must declare config.access (public | user | admin). Missing: ${list}`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    // Signed-in answers are private: no browser or proxy cache may keep them.
    reply.header('cache-control', 'no-store');
    request.auth = await resolve(request);
    if (!request.auth) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (access === 'admin' && request.auth.user.role !== 'admin') {
      throw new AppError('forbidden', 'Admin access is required for this action.');
    }
  });
}

/** Marks every route a third-party plugin adds in this scope as public (docs UI, static files). */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/** The signed-in user of a `user` or `admin` route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.auth;
}
