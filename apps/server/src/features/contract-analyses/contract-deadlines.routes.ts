import { contractAnalysesEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { ContractDeadlinesService } from './contract-deadlines.service';

export function contractDeadlinesRoutes(
  route: Route,
  deadlines: ContractDeadlinesService,
  publicUrl: string | undefined,
): void {
  route(endpoints.deadlines, ({ request }) => deadlines.upcoming(requireAuth(request).user.id));

  route(endpoints.calendarFeed, async ({ request }) => {
    const token = await deadlines.feedToken(requireAuth(request).user.id);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return {
      url: `${origin.replace(/\/$/, '')}/api/calendar/${token}.ics`,
      note: 'Private address: anyone with it can read your contract deadlines. Google Calendar and Outlook refresh subscribed calendars every few hours.',
    };
  });

  route(endpoints.calendarIcs, async ({ params, reply }) => {
    const ics = await deadlines.calendar(params.token.replace(/\.ics$/, ''));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
