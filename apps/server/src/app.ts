import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Env } from './config/env';
import { webDistDir as defaultWebDist } from './config/paths';
import type { Database } from './db/client';
import { AdminService } from './features/admin/admin.service';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { AuthService } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { readSessionToken } from './features/auth/session-cookie';
import { SessionService } from './features/auth/session.service';
import { registerHealthRoutes } from './features/health/health.routes';
import { registerAccessControl } from './plugins/access';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  /** Where the built web app lives; tests may point elsewhere. */
  webDistDir?: string;
};

const features = [registerHealthRoutes, registerAuthRoutes, registerAdminRoutes];

/** Builds the whole app — plugins, then features. The server and every API test use this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    disableRequestLogging: true, // errors are logged by the error handler; access logs belong to the proxy
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secure = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const sessions = new SessionService(database.db, env.SESSION_DAYS);
  const ctx: AppContext = {
    env,
    database,
    sessions,
    auth: new AuthService(database.db, sessions),
    admin: new AdminService(database.db, sessions),
    cookie: { secure },
  };

  registerErrorHandler(app);
  await app.register(cookie); // before access control: its hook parses the session cookie
  registerAccessControl(app, (request) => sessions.resolve(readSessionToken(request)));
  await registerSecurity(app, { secure, publicUrl: env.PUBLIC_URL });
  await app.register(compress, { global: true });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await registerDocs(app);

  for (const register of features) register(app, ctx);
  await registerWebApp(app, options.webDistDir ?? defaultWebDist);
  return app;
}
