import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AuthService } from './features/auth/auth.service';
import type { SessionService } from './features/auth/session.service';
import type { AdminService } from './features/admin/admin.service';
import type { ContractAnalysesService } from './features/contract-analyses/contract-analyses.service';
import type { ContractDeadlinesService } from './features/contract-analyses/contract-deadlines.service';
import type { ContractToolsService } from './features/contract-analyses/contract-tools.service';
import type { FormLinksService } from './features/customer-intakes/form-links.service';
import type { IntakesService } from './features/customer-intakes/intakes.service';
import type { SmsService } from './features/customer-intakes/sms.service';
import type { ClientInsightsService } from './features/customer-intakes/client-insights.service';
import type { ResearchService } from './features/home-research/research.service';
import type { PdfExtractor } from './features/contract-analyses/pdf/pdf-extractor';
import type { AiEngine } from './providers/ai/index';

/** What buildApp wires once and hands to each feature's routes. */
export type AppContext = {
  env: Env;
  database: Database;
  sessions: SessionService;
  auth: AuthService;
  admin: AdminService;
  ai: AiEngine;
  pdf: PdfExtractor;
  contractAnalyses: ContractAnalysesService;
  contractDeadlines: ContractDeadlinesService;
  contractTools: ContractToolsService;
  intakes: IntakesService;
  formLinks: FormLinksService;
  sms: SmsService;
  clientInsights: ClientInsightsService;
  research: ResearchService;
  cookie: { secure: boolean };
};
