import { createServer } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_PDF_BYTES } from '@bluebonnet/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, Providers } from './app-context';
import type { Env } from './config/env';
import { webDistDir as defaultWebDist } from './config/paths';
import type { Database } from './db/client';
import { rateLimitStoreFor } from './db/rate-limit-store';
import { createAdminFeature } from './features/admin/index';
import { createAuthFeature } from './features/auth/index';
import { createClientCommunicationFeature } from './features/client-communication/index';
import { createContractAnalysesFeature } from './features/contract-analyses/index';
import { createCustomerIntakesFeature } from './features/customer-intakes/index';
import { createHealthFeature } from './features/health/index';
import { createHomeResearchFeature } from './features/home-research/index';
import { createInvestmentAnalysisFeature } from './features/investment-analysis/index';
import { createLeadsFeature } from './features/leads/index';
import { createTrecLicensesFeature } from './features/trec-licenses/index';
import type { Feature, ScheduledJob } from './lib/feature';
import { REDACTED_LOG_PATHS, logSafeError } from './lib/log-safe';
import { routesFor } from './lib/routes';
import { registerAccessControl } from './plugins/access';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createAiEngine } from './providers/ai/index';
import { createEmailProvider } from './providers/email/index';
import { createListingsProvider } from './providers/listings/index';
import { marketLookupFrom } from './providers/market/bundled-market';
import { createSmsProvider } from './providers/sms/index';
import { bundledReferenceData } from './reference-data/index';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every feature's scheduled work, for the server's job runner (and tests that run a sweep). */
    scheduledJobs: ScheduledJob[];
  }
}

export type BuildAppOptions = {
  env: Env;
  database: Database;
  /** Where the built web app lives; tests may point elsewhere. */
  webDistDir?: string;
  /** The time source for dates that depend on "today" (tests pin it). */
  clock?: () => Date;
  /** Logger overrides (tests capture the log stream to check it leaks nothing). */
  logger?: { stream?: { write(line: string): void } };
  /** Outside services; each is chosen from the environment unless a test supplies it. */
  providers?: Partial<Providers>;
};

/** Builds the whole app — plugins, then features. The server and every API test use this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }, ...options.logger },
    trustProxy: env.TRUST_PROXY,
    // Node enforces requestTimeout only at its connection check, every 30 s by default: check often.
    serverFactory: (handler) =>
      createServer({ requestTimeout: env.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 }, handler),
    bodyLimit: 1024 * 1024,
    // Errors are logged by the error handler; access logs belong to the proxy in front.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secureCookies = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const referenceData = options.providers?.referenceData ?? bundledReferenceData();
  const ctx: AppContext = {
    env,
    database,
    clock: options.clock ?? (() => new Date()),
    ai: createAiEngine(env, (msg, detail) => app.log.warn({ detail }, msg)),
    providers: {
      sms: options.providers?.sms ?? createSmsProvider(env),
      email: options.providers?.email ?? createEmailProvider(env),
      listings: options.providers?.listings ?? createListingsProvider(env),
      referenceData,
      market: options.providers?.market ?? marketLookupFrom(referenceData),
    },
    secureCookies,
    log: {
      warn: (msg, detail) => app.log.warn({ detail }, msg),
      error: (msg, detail) => app.log.error({ error: logSafeError(detail) }, msg),
    },
  };

  // Features, in dependency order: a feature receives the services it uses from the ones before it.
  const auth = createAuthFeature(ctx);
  const { accounts } = auth.service;
  const customerIntakes = createCustomerIntakesFeature(ctx, { accounts });
  const leads = createLeadsFeature(ctx, { accounts, intakes: customerIntakes.service });
  const features: Feature<unknown>[] = [
    createHealthFeature(ctx),
    auth,
    createAdminFeature(ctx, { accounts }),
    createContractAnalysesFeature(ctx, { accounts, leads: leads.service }),
    customerIntakes,
    createHomeResearchFeature(ctx, { intakes: customerIntakes.service }),
    leads,
    createClientCommunicationFeature(ctx, { accounts, leads: leads.service, intakes: customerIntakes.service }),
    createTrecLicensesFeature(ctx, { accounts }),
    createInvestmentAnalysisFeature(ctx),
  ];

  for (const feature of features) await feature.prepare?.();
  app.decorate(
    'scheduledJobs',
    features.flatMap((feature) => feature.jobs ?? []),
  );
  app.addHook('onClose', async () => {
    for (const feature of features) await feature.close?.();
  });

  registerErrorHandler(app);
  await app.register(cookie); // before access control: its hook parses the session cookie
  registerAccessControl(app, auth.service.resolveSession);
  registerSecurity(app, { secure: secureCookies, publicUrl: env.PUBLIC_URL });
  registerInputGuard(app);
  await app.register(compress, { global: true });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreFor(database), // shared counters on PostgreSQL, where several processes may serve
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5 } });
  await registerDocs(app);

  for (const feature of features) feature.routes(routesFor(app, [feature.name]));
  await registerWebApp(app, options.webDistDir ?? defaultWebDist);
  return app;
}
