import { leadsEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import { trustedJsonSerializer } from '../../plugins/trusted-serializer';
import type { FromIntakeService } from './from-intake.service';
import type { LeadActivitiesService } from './lead-activities.service';
import type { LeadExportService } from './lead-export.service';
import type { LeadInsightsService } from './lead-insights.service';
import type { LeadsService } from './leads.service';

export type LeadsRouteServices = {
  leads: LeadsService;
  activities: LeadActivitiesService;
  insights: LeadInsightsService;
  fromIntake: FromIntakeService;
  exporter: LeadExportService;
};

export function leadsRoutes(route: Route, s: LeadsRouteServices): void {
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  route(endpoints.list, ({ query, request }) => s.leads.list(me(request), query), {
    serializerCompiler: trustedJsonSerializer,
  });
  route(endpoints.create, ({ body, request }) => s.leads.create(me(request), body));
  route(endpoints.stats, ({ request }) => s.leads.stats(me(request)));
  route(endpoints.followUps, ({ request }) => s.leads.followUps(me(request)));
  route(endpoints.exportCsv, ({ query, request, reply }) => s.exporter.send(me(request), query, reply));
  route(endpoints.fromIntake, ({ body, request }) => s.fromIntake.convert(me(request), body.intakeId));

  route(endpoints.get, ({ params, request }) => s.leads.get(me(request), params.id));
  route(endpoints.update, ({ params, body, request }) => s.leads.update(me(request), params.id, body));
  route(endpoints.remove, async ({ params, request }) => {
    await s.leads.remove(me(request), params.id);
    return { success: true, message: 'Lead deleted' };
  });

  route(endpoints.activities, ({ params, request }) => s.activities.list(me(request), params.id));
  route(endpoints.addActivity, ({ params, body, request }) => s.activities.add(me(request), params.id, body));
  route(endpoints.insights, ({ params, request }) => s.insights.get(me(request), params.id));
  route(endpoints.aiAnalysis, ({ params, request }) => s.insights.aiAnalysis(me(request), params.id));
}
