import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import type { IntakesReader } from '../customer-intakes/index';
import type { LeadsPort } from '../leads/index';
import { communicationRoutes } from './communication.routes';
import { Delivery } from './delivery';
import { DraftsService } from './drafts.service';
import { SendingService } from './sending.service';

/**
 * AI client communication (spec realtor-tools §2.9): drafts for a client picked from the realtor's
 * leads and intakes, sent only on the agent's approval through the SMS and email providers, texts
 * kept inside the calling window, and every send logged on the lead.
 */
export function createClientCommunicationFeature(
  ctx: AppContext,
  deps: { accounts: AccountsService; leads: LeadsPort; intakes: IntakesReader },
): Feature {
  const sources = { leads: deps.leads, intakes: deps.intakes };
  const quiet = {
    start: ctx.env.QUIET_HOURS_START,
    end: ctx.env.QUIET_HOURS_END,
    defaultTimeZone: ctx.env.QUIET_HOURS_TIME_ZONE,
  };
  const delivery = new Delivery(ctx.providers.sms, ctx.providers.email, ctx.clock);
  const drafts = new DraftsService(ctx.ai, deps.accounts, sources, ctx.clock);
  const sending = new SendingService(ctx.database.db, delivery, sources, deps.accounts, ctx.clock, quiet, ctx.log.warn);
  return {
    name: 'client-communication',
    service: undefined,
    routes: (route) => communicationRoutes(route, { drafts, sending }, ctx.env.RATE_LIMIT_SMS_PER_MINUTE),
    jobs: [{ name: 'client-communication-scheduled-sends', everyMinutes: 1, run: () => sending.sendDue() }],
  };
}
