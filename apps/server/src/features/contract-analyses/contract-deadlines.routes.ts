import { calendarFeedResponse, contractDeadlinesResponse, paths } from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

export function registerContractDeadlinesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contract-deadlines'];
  const service = ctx.contractDeadlines;

  r.get(
    paths.contractDeadlines,
    { config: { access: 'user' }, schema: { tags, response: { 200: contractDeadlinesResponse } } },
    (request) => service.upcoming(requireAuth(request).user.id),
  );

  r.get(
    paths.contractCalendarFeed,
    { config: { access: 'user' }, schema: { tags, response: { 200: calendarFeedResponse } } },
    async (request) => {
      const token = await service.feedToken(requireAuth(request).user.id);
      const origin = ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      return {
        url: `${origin.replace(/\/$/, '')}/api/calendar/${token}.ics`,
        note: 'Private address: anyone with it can read your contract deadlines. Google Calendar and Outlook refresh subscribed calendars every few hours.',
      };
    },
  );

  // Public by design: calendar apps cannot sign in; the unguessable token is the credential.
  r.get(
    paths.contractCalendarIcs,
    { config: { access: 'public' }, schema: { tags, params: z.object({ token: z.string().min(10).max(80) }) } },
    async (request, reply) => {
      const ics = await service.calendar(request.params.token.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
}
