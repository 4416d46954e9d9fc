import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Env } from './config/env';
import { webDistDir as defaultWebDist } from './config/paths';
import type { Database } from './db/client';
import type { MarketLookup } from './providers/ai/tasks/contract-analysis/types';
import { MAX_PDF_BYTES } from '@bluebonnet/contracts';
import { AdminService } from './features/admin/admin.service';
import { registerAdminRoutes } from './features/admin/admin.routes';
import { AuthService } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { readSessionToken } from './features/auth/session-cookie';
import { SessionService } from './features/auth/session.service';
import { registerHealthRoutes } from './features/health/health.routes';
import { ContractAnalysesService } from './features/contract-analyses/contract-analyses.service';
import { registerContractAnalysesRoutes } from './features/contract-analyses/contract-analyses.routes';
import { ContractDeadlinesService } from './features/contract-analyses/contract-deadlines.service';
import { registerContractDeadlinesRoutes } from './features/contract-analyses/contract-deadlines.routes';
import { PdfExtractor } from './features/contract-analyses/pdf/pdf-extractor';
import { ContractToolsService } from './features/contract-analyses/contract-tools.service';
import { registerContractToolsRoutes } from './features/contract-analyses/contract-tools.routes';
import { registerPdfRoutes } from './features/contract-analyses/pdf.routes';
import { FormLinksService } from './features/customer-intakes/form-links.service';
import { IntakesService } from './features/customer-intakes/intakes.service';
import { registerIntakesRoutes } from './features/customer-intakes/intakes.routes';
import { registerOutreachRoutes } from './features/customer-intakes/outreach.routes';
import { SmsService } from './features/customer-intakes/sms.service';
import { createAiEngine } from './providers/ai/index';
import { createSmsProvider } from './providers/sms/index';
import { ClientInsightsService } from './features/customer-intakes/client-insights.service';
import { registerClientInsightsRoutes } from './features/customer-intakes/client-insights.routes';
import { EmailService } from './features/customer-intakes/email.service';
import { ResearchService } from './features/home-research/research.service';
import { registerResearchRoutes } from './features/home-research/research.routes';
import { createEmailProvider } from './providers/email/index';
import { createListingsProvider, type ListingsProvider } from './providers/listings/index';
import { bundledMarketLookup } from './providers/market/bundled-market';
import { registerAccessControl } from './plugins/access';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The app's services, for the server's start-up and jobs (routes receive them directly). */
    services: AppContext;
  }
}

export type BuildAppOptions = {
  env: Env;
  database: Database;
  /** Where the built web app lives; tests may point elsewhere. */
  webDistDir?: string;
  /** Market figures for analyses; the bundled data unless a test supplies fixed ones. */
  market?: MarketLookup;
  /** The time source for dates that depend on "today" (tests pin it). */
  clock?: () => Date;
  /** Listings for home research; chosen from the environment unless a test supplies one. */
  listings?: ListingsProvider;
};

const features = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerAdminRoutes,
  registerContractAnalysesRoutes,
  registerContractDeadlinesRoutes,
  registerPdfRoutes,
  registerContractToolsRoutes,
  registerIntakesRoutes,
  registerOutreachRoutes,
  registerClientInsightsRoutes,
  registerResearchRoutes,
];

/** Builds the whole app — plugins, then features. The server and every API test use this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors are logged by the error handler; access logs belong to the proxy in front.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? (() => new Date());
  const secure = env.PUBLIC_URL?.startsWith('https://') ?? false;
  const sessions = new SessionService(database.db, env.SESSION_DAYS);
  const ai = createAiEngine(env, (msg, detail) => app.log.warn({ detail }, msg));
  const ctx: AppContext = {
    env,
    database,
    sessions,
    auth: new AuthService(database.db, sessions),
    admin: new AdminService(database.db, sessions),
    ai,
    pdf: new PdfExtractor(),
    contractAnalyses: new ContractAnalysesService(
      database.db,
      ai,
      options.market ?? bundledMarketLookup(),
      sessions,
      clock,
    ),
    contractDeadlines: new ContractDeadlinesService(database.db, clock),
    contractTools: new ContractToolsService(database.db, clock),
    intakes: new IntakesService(database.db, database.noteWrites),
    formLinks: new FormLinksService(database.db, env.PUBLIC_URL),
    sms: new SmsService(database.db, createSmsProvider(env)),
    clientInsights: new ClientInsightsService(
      database.db,
      ai,
      new EmailService(database.db, createEmailProvider(env)),
      clock,
    ),
    research: new ResearchService(database.db, options.listings ?? createListingsProvider(env), clock),
    cookie: { secure },
  };
  app.addHook('onClose', () => ctx.pdf.close());
  app.decorate('services', ctx);

  registerErrorHandler(app);
  await app.register(cookie); // before access control: its hook parses the session cookie
  registerAccessControl(app, (request) => sessions.resolve(readSessionToken(request)));
  registerSecurity(app, { secure, publicUrl: env.PUBLIC_URL });
  await app.register(compress, { global: true });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5 } });
  await registerDocs(app);

  for (const register of features) register(app, ctx);
  await registerWebApp(app, options.webDistDir ?? defaultWebDist);
  return app;
}
