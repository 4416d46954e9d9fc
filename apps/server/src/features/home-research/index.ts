import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import type { IntakesReader } from '../customer-intakes/index';
import { researchRoutes } from './research.routes';
import { ResearchService } from './research.service';

/** Research profiles for a realtor's clients: listings matched to the intake, re-run on a schedule. */
export function createHomeResearchFeature(ctx: AppContext, deps: { intakes: IntakesReader }): Feature {
  const research = new ResearchService(
    ctx.database.db,
    ctx.providers.listings,
    deps.intakes,
    ctx.clock,
    ctx.providers.referenceData,
  );
  return {
    name: 'home-research',
    service: undefined,
    routes: (route) => researchRoutes(route, research),
    jobs: [{ name: 'home-research-sweep', everyMinutes: 15, run: () => research.sweep() }],
  };
}
