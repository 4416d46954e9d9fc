import { clientCommunicationEndpoints as endpoints } from '@bluebonnet/contracts';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { DraftsService } from './drafts.service';
import type { SendingService } from './sending.service';

export function communicationRoutes(
  route: Route,
  { drafts, sending }: { drafts: DraftsService; sending: SendingService },
  sendsPerMinute: number,
): void {
  route(endpoints.draft, ({ body, request }) => drafts.draft(requireAuth(request).user.id, body));

  route(endpoints.contacts, ({ query, request }) => drafts.contacts(requireAuth(request).user.id, query.search));

  // Each realtor's own allowance, like the intake portal's texts (SMS costs money and reaches people).
  route(endpoints.send, ({ body, request }) => sending.send(requireAuth(request).user.id, body), {
    rateLimit: {
      max: sendsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `client-communication-send:${request.auth?.user.id ?? request.ip}`,
    },
  });

  route(endpoints.messages, ({ request }) => sending.list(requireAuth(request).user.id));
}
