import { contractAnalysesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ContractToolsService } from './contract-tools.service';

export function contractToolsRoutes(route: Route, tools: ContractToolsService): void {
  route(endpoints.compare, ({ body, request }) => tools.compare(requireAuth(request).user.id, body));

  route(endpoints.generateClauses, ({ body }) => tools.clauses(body));

  route(endpoints.marketInsights, ({ body, request }) => tools.marketInsights(requireAuth(request).user.id, body));
}
