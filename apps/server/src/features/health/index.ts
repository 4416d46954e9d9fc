import { healthEndpoints } from '@bluebonnet/contracts';
import type { AppContext } from '../../app-context';
import { appVersion } from '../../config/paths';
import type { Feature } from '../../lib/feature';

/** Liveness and database reachability for load balancers and the operator. */
export function createHealthFeature(ctx: AppContext): Feature {
  return {
    name: 'health',
    service: undefined,
    routes(route) {
      route(healthEndpoints.health, async ({ reply }) => {
        const reachable = await ctx.database.ping();
        if (!reachable) reply.status(503);
        return {
          status: reachable ? ('ok' as const) : ('degraded' as const),
          version: appVersion,
          database: { driver: ctx.database.driver, reachable },
        };
      });
    },
  };
}
