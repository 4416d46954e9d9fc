import { customerIntakesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import { trustedJsonSerializer } from '../../plugins/trusted-serializer';
import type { IntakesService } from './intakes.service';

/** Form page views per minute from one address: a whole open house on one Wi-Fi fits. */
const REALTOR_LOOKUPS_PER_MINUTE = 30;

export function intakesRoutes(route: Route, intakes: IntakesService, intakesPerMinute: number): void {
  route(
    endpoints.create,
    async ({ body }) => {
      const intake = await intakes.create(body);
      return { success: true, message: 'Thank you! Your realtor will contact you soon.', id: intake.id };
    },
    { rateLimit: { max: intakesPerMinute, timeWindow: '1 minute' } },
  );

  // One lookup per form page view: never stricter than the submissions that follow it, and slow
  // enough that reading realtors' names off sequential ids from one address takes hours.
  route(endpoints.publicRealtor, ({ params }) => intakes.publicRealtor(params.id), {
    rateLimit: { max: Math.max(REALTOR_LOOKUPS_PER_MINUTE, intakesPerMinute), timeWindow: '1 minute' },
  });

  route(endpoints.list, ({ query, request }) => intakes.list(requireAuth(request).user.id, query), {
    serializerCompiler: trustedJsonSerializer,
  });

  route(endpoints.stats, ({ request }) => intakes.stats(requireAuth(request).user.id));

  route(endpoints.get, ({ params, request }) => intakes.get(requireAuth(request).user.id, params.id));

  route(endpoints.update, ({ params, body, request }) => intakes.update(requireAuth(request).user.id, params.id, body));

  route(endpoints.remove, async ({ params, request }) => {
    await intakes.remove(requireAuth(request).user.id, params.id);
    return { success: true, message: 'Intake deleted' };
  });
}
