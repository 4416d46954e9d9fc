import { contractAnalysesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ContractDeadlinesService } from './contract-deadlines.service';

const FEED_NOTE =
  'Private address: anyone with it can read your contract deadlines. Google Calendar and Outlook refresh subscribed calendars every few hours.';

export function contractDeadlinesRoutes(
  route: Route,
  deadlines: ContractDeadlinesService,
  publicUrl: string | undefined,
): void {
  /** The subscribable address of a token, on the public URL when one is configured. */
  const feedAnswer = (request: FastifyRequest, token: string) => {
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return { url: `${origin.replace(/\/$/, '')}/api/calendar/${token}.ics`, note: FEED_NOTE };
  };

  route(endpoints.deadlines, ({ request }) => deadlines.upcoming(requireAuth(request).user.id));

  route(endpoints.calendarFeed, async ({ request }) =>
    feedAnswer(request, await deadlines.feedToken(requireAuth(request).user.id)),
  );

  route(endpoints.rotateCalendarFeed, async ({ request }) =>
    feedAnswer(request, await deadlines.rotateFeedToken(requireAuth(request).user.id)),
  );

  route(endpoints.calendarIcs, async ({ params, reply }) => {
    const ics = await deadlines.calendar(params.token.replace(/\.ics$/, ''));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
