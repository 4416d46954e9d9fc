import { leadsEndpoints as endpoints } from '@bluebonnet/contracts';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { InboundToken } from './inbound-tokens.repository';
import type { InboundService } from './inbound.service';

export function inboundRoutes(
  route: Route,
  inbound: InboundService,
  options: { publicUrl: string | undefined; perMinute: number },
): void {
  /** The address to post to, on the public URL when one is configured. */
  const answer = (request: FastifyRequest, { token, createdAt }: InboundToken) => {
    const origin = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
    return { url: `${origin}/api/leads/inbound/${token}`, createdAt: createdAt.toISOString() };
  };

  route(endpoints.inboundAddress, async ({ request }) =>
    answer(request, await inbound.address(requireAuth(request).user.id)),
  );
  route(endpoints.rotateInboundAddress, async ({ request }) =>
    answer(request, await inbound.rotate(requireAuth(request).user.id)),
  );

  // Keyed by address and client: one busy website form does not starve another's, and a sender
  // cannot flood one realtor's list. Guessing addresses is hopeless (256-bit tokens).
  route(endpoints.inbound, ({ params, body }) => inbound.receive(params.token, body), {
    rateLimit: {
      max: options.perMinute,
      timeWindow: '1 minute',
      // Runs before validation: the raw path is hashed, so no byte of it reaches the limit's store.
      keyGenerator: (request) =>
        `lead-inbound:${tokenKey((request.params as { token?: unknown }).token)}:${request.ip}`,
    },
  });
}

function tokenKey(token: unknown): string {
  return createHash('sha256').update(String(token)).digest('base64url').slice(0, 22);
}
