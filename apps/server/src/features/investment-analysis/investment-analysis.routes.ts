import { investmentEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import type { InvestmentAnalysisService } from './investment-analysis.service';

export function investmentAnalysisRoutes(route: Route, s: InvestmentAnalysisService): void {
  route(endpoints.analyze, ({ body }) => s.analyze(body));
  route(endpoints.defaults, ({ query }) => s.defaults(query));
  route(endpoints.reportPdf, ({ body, reply }) => s.sendReportPdf(body, reply));
}
