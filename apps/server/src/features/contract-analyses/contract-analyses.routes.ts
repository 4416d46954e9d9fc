import { contractAnalysesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ContractAnalysesService } from './contract-analyses.service';

export function contractAnalysesRoutes(route: Route, analyses: ContractAnalysesService): void {
  route(endpoints.list, ({ request }) => analyses.list(requireAuth(request).user.id));

  route(endpoints.create, ({ body, request }) => analyses.create(requireAuth(request).user.id, body));

  route(endpoints.get, ({ params, request }) => analyses.get(requireAuth(request).user.id, params.id));

  route(endpoints.updateTerms, ({ params, body, request }) =>
    analyses.updateTerms(requireAuth(request).user.id, params.id, body),
  );

  route(endpoints.updateActionItem, async ({ params, body, request }) => {
    const { contractId, itemId } = params;
    const actionItem = await analyses.setActionItem(requireAuth(request).user.id, contractId, itemId, body.completed);
    return { success: true, actionItem };
  });

  route(endpoints.health, ({ request }) => analyses.health(requireAuth(request).user.id));
}
