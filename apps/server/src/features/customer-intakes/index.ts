import type { AppContext } from '../../app-context';
import { EDUCATION_MATERIAL_SEEDS } from '../../engines/education/index';
import type { Db } from '../../db/client';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import { clientInsightsRoutes } from './client-insights.routes';
import { ClientInsightsService } from './client-insights.service';
import { upsertEducationMaterials } from './education-materials.repository';
import { EmailService } from './email.service';
import { FormLinksService } from './form-links.service';
import { IntakesReader } from './intakes-reader';
import { intakesRoutes } from './intakes.routes';
import { IntakesService } from './intakes.service';
import { outreachRoutes } from './outreach.routes';
import { SmsService } from './sms.service';

export type { IntakesReader } from './intakes-reader';

/** Puts the bundled first-time-buyer library in its table (new pieces added, existing ones refreshed). */
export function ensureEducationMaterials(db: Db): Promise<void> {
  return upsertEducationMaterials(db, EDUCATION_MATERIAL_SEEDS);
}

/**
 * Leads from the public intake form, the realtor's intake portal, the form link, SMS and email
 * outreach, AI client analysis and education packages. Others read intakes through `IntakesReader`.
 */
export function createCustomerIntakesFeature(
  ctx: AppContext,
  deps: { accounts: AccountsService },
): Feature<IntakesReader> {
  const db = ctx.database.db;
  const intakes = new IntakesService(db, deps.accounts, ctx.database.noteWrites);
  const formLinks = new FormLinksService(db, deps.accounts, ctx.env.PUBLIC_URL);
  const sms = new SmsService(db, ctx.providers.sms, deps.accounts);
  const email = new EmailService(db, ctx.providers.email);
  const insights = new ClientInsightsService(db, ctx.ai, email, deps.accounts, ctx.clock, ctx.providers.referenceData);
  return {
    name: 'customer-intakes',
    service: new IntakesReader(db),
    routes(route) {
      intakesRoutes(route, intakes, ctx.env.RATE_LIMIT_INTAKE_PER_MINUTE);
      outreachRoutes(route, { formLinks, sms }, ctx.env.RATE_LIMIT_SMS_PER_MINUTE);
      clientInsightsRoutes(route, insights);
    },
    prepare: () => ensureEducationMaterials(db),
  };
}
