import { homeResearchEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ResearchService } from './research.service';

export function researchRoutes(route: Route, research: ResearchService): void {
  route(endpoints.create, ({ body, request }) =>
    research.create(requireAuth(request).user.id, body.customerId, body.researchFrequency),
  );

  route(endpoints.list, ({ request }) => research.list(requireAuth(request).user.id));

  route(endpoints.portfolioSamples, ({ params, request }) => research.samples(requireAuth(request).user.id, params.id));

  route(endpoints.generateMatches, ({ params, request }) =>
    research.generateMatches(requireAuth(request).user.id, params.id),
  );

  route(endpoints.apiStatus, () => research.status());
}
