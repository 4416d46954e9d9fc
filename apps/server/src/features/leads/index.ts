import { texasToday } from '@bluebonnet/domain';
import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import type { IntakesReader } from '../customer-intakes/index';
import { FromIntakeService } from './from-intake.service';
import { inboundRoutes } from './inbound.routes';
import { InboundService } from './inbound.service';
import { LeadActivitiesService } from './lead-activities.service';
import { LeadExportService } from './lead-export.service';
import { ImportRunner } from './lead-import.runner';
import { leadImportRoutes } from './lead-import.routes';
import { LeadImportService } from './lead-import.service';
import { LeadInsightsService } from './lead-insights.service';
import { LeadWriter } from './lead-writer';
import type { LeadsPort } from './leads-port';
import { LeadsReader } from './leads-reader';
import { leadsRoutes } from './leads.routes';
import { LeadsService } from './leads.service';

export type { LeadFollowUp, LeadsPort } from './leads-port';

/**
 * Lead management (spec realtor-tools §2.2): the realtor's leads with explained insights, activities,
 * follow-ups, CSV import and export, the inbound lead address and leads made from customer intakes.
 * Other features read and log on leads through `LeadsPort`.
 */
export function createLeadsFeature(
  ctx: AppContext,
  deps: { accounts: AccountsService; intakes: IntakesReader },
): Feature<LeadsPort> {
  const db = ctx.database.db;
  const clock = ctx.clock;
  const insights = new LeadInsightsService(db, ctx.ai, clock, ctx.providers.referenceData);
  const writer = new LeadWriter(db, insights, clock, ctx.database.noteWrites);
  const activities = new LeadActivitiesService(db, insights, clock);
  const leads = new LeadsService(db, writer, insights, clock);
  const inbound = new InboundService(db, writer, activities, clock);
  const runner = new ImportRunner(db, insights, clock, ctx.database.noteWrites, ctx.log);
  const imports = new LeadImportService(db, runner, clock, ctx.database.driver === 'pglite');
  return {
    name: 'leads',
    service: new LeadsReader(db, activities, () => texasToday(clock())),
    routes(route) {
      leadsRoutes(route, {
        leads,
        activities,
        insights,
        fromIntake: new FromIntakeService(db, deps.intakes, writer),
        exporter: new LeadExportService(db, clock),
      });
      inboundRoutes(route, inbound, {
        publicUrl: ctx.env.PUBLIC_URL,
        perMinute: ctx.env.RATE_LIMIT_INBOUND_LEADS_PER_MINUTE,
      });
      leadImportRoutes(route, imports);
    },
    prepare: () => imports.failInterrupted(),
    close: () => imports.drain(),
  };
}
