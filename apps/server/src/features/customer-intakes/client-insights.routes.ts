import { customerIntakesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ClientInsightsService } from './client-insights.service';

export function clientInsightsRoutes(route: Route, insights: ClientInsightsService): void {
  route(endpoints.analyze, ({ params, request }) => insights.analyze(requireAuth(request).user.id, params.id));

  route(endpoints.educationPackage, ({ params, request }) =>
    insights.educationPackage(requireAuth(request).user.id, params.id),
  );

  route(endpoints.sendEducationPackage, ({ params, body, request }) =>
    insights.sendEducationPackage(requireAuth(request).user.id, params.id, body.to),
  );
}
