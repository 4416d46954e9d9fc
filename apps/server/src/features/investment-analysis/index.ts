import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import { investmentAnalysisRoutes } from './investment-analysis.routes';
import { InvestmentAnalysisService } from './investment-analysis.service';

/**
 * The AI investment analyzer (spec realtor-tools §2.8, §3.8): a rental's cash flow and returns, exact to the
 * cent, with a projection, a sensitivity table and a PDF report; missing figures come from the reference
 * tables, named and dated, or are zero and said so. Nothing is stored.
 */
export function createInvestmentAnalysisFeature(ctx: AppContext): Feature {
  const service = new InvestmentAnalysisService(ctx.providers.referenceData, ctx.clock);
  return {
    name: 'investment-analysis',
    service: undefined,
    routes: (route) => investmentAnalysisRoutes(route, service),
  };
}
