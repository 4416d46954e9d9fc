import { healthResponse, paths } from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { appVersion } from '../../config/paths';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.health,
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const reachable = await ctx.database.ping();
      const body = {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        version: appVersion,
        database: { driver: ctx.database.driver, reachable },
      };
      return reply.status(reachable ? 200 : 503).send(body);
    },
  );
}
