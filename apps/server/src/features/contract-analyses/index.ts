import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import type { LeadsPort } from '../leads/index';
import { contractAnalysesRoutes } from './contract-analyses.routes';
import { ContractAnalysesService } from './contract-analyses.service';
import { contractDeadlinesRoutes } from './contract-deadlines.routes';
import { ContractDeadlinesService } from './contract-deadlines.service';
import { contractToolsRoutes } from './contract-tools.routes';
import { ContractToolsService } from './contract-tools.service';
import { pdfRoutes } from './pdf.routes';
import { PdfExtractor } from './pdf/pdf-extractor';

/**
 * The contract assistant: analyses (each takes one from the realtor's monthly allowance), their
 * deadlines and calendar feed (with the realtor's lead follow-ups), PDF text extraction, comparison,
 * clauses and market insights.
 */
export function createContractAnalysesFeature(
  ctx: AppContext,
  deps: { accounts: AccountsService; leads: LeadsPort },
): Feature {
  const db = ctx.database.db;
  const analyses = new ContractAnalysesService(db, ctx.ai, ctx.providers.market, deps.accounts, ctx.clock);
  const deadlines = new ContractDeadlinesService(db, deps.leads, ctx.clock);
  // Whoever had the old password may have copied the feed's address too: a new password retires it.
  deps.accounts.onCredentialsChanged((userId) => deadlines.retireFeedToken(userId));
  const tools = new ContractToolsService(db, ctx.clock, ctx.providers.referenceData);
  const pdf = new PdfExtractor();
  return {
    name: 'contract-analyses',
    service: undefined,
    routes(route) {
      contractAnalysesRoutes(route, analyses);
      contractDeadlinesRoutes(route, deadlines, ctx.env.PUBLIC_URL);
      pdfRoutes(route, pdf);
      contractToolsRoutes(route, tools);
    },
    close: () => pdf.close(),
  };
}
