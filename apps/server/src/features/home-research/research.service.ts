import { texasToday } from '@bluebonnet/domain';
import type { PortfolioSample, ResearchProfile } from '@bluebonnet/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeResearchProfiles, portfolioSamples, researchActivityLog } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import {
  criteriaAnalysis,
  marketAnalysis,
  nextResearchDate,
  type ResearchFrequency,
  scoreMatch,
  searchCriteriaFor,
} from '../../providers/ai/tasks/home-research/index';
import { type ListingsProvider, listingsStatus, toExternalListingData } from '../../providers/listings/index';
import { findIntake } from '../customer-intakes/intakes.repository';
import { toPortfolioSample, toResearchProfile } from './research.mapper';
import { dueProfiles, existingPropertyIds, findProfile, listProfiles, listSamples } from './research.repository';

const SWEEP_BATCH = 25;

/** Home-research profiles: criteria from the intake, listings from the provider, scored matches. */
export class ResearchService {
  constructor(
    private readonly db: Db,
    private readonly listings: ListingsProvider,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  status() {
    return listingsStatus(this.listings);
  }

  async create(realtorId: number, customerId: number, frequency: ResearchFrequency): Promise<ResearchProfile> {
    const intake = await findIntake(this.db, realtorId, customerId);
    if (!intake) throw notFound('Customer intake');
    const criteria = searchCriteriaFor(intake, texasToday(this.clock()));
    const [row] = await this.db
      .insert(homeResearchProfiles)
      .values({
        customerId,
        realtorId,
        researchFrequency: frequency,
        searchCriteria: criteria as unknown as Record<string, unknown>,
        criteriaAnalysis: criteriaAnalysis(criteria),
        marketAnalysis: marketAnalysis(criteria),
        nextResearchDate: this.clock(), // due now: the first run happens right away
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await this.db.insert(researchActivityLog).values({
      researchProfileId: row.id,
      activityType: 'profile_created',
      description: `Research profile created for ${intake.firstName} ${intake.lastName}, ${frequency}.`,
      performedBy: 'realtor',
    });
    await this.run(row.id, 'realtor');
    return this.get(realtorId, row.id);
  }

  async list(realtorId: number): Promise<ResearchProfile[]> {
    return (await listProfiles(this.db, realtorId)).map((r) => toResearchProfile(r.profile, r.customer));
  }

  async get(realtorId: number, id: number): Promise<ResearchProfile> {
    const found = await findProfile(this.db, realtorId, id);
    if (!found) throw notFound('Research profile');
    return toResearchProfile(found.profile, found.customer);
  }

  async samples(realtorId: number, id: number): Promise<PortfolioSample[]> {
    await this.get(realtorId, id);
    return (await listSamples(this.db, id)).map(toPortfolioSample);
  }

  async generateMatches(realtorId: number, id: number) {
    await this.get(realtorId, id);
    return this.run(id, 'realtor');
  }

  /** The scheduled job: every profile whose next run is due. */
  async sweep(): Promise<number> {
    const due = await dueProfiles(this.db, this.clock(), SWEEP_BATCH);
    for (const { id } of due) await this.run(id, 'system');
    return due.length;
  }

  /** One research run. The provider is asked outside the transaction; the writes happen in one. */
  private async run(profileId: number, performedBy: 'realtor' | 'system') {
    const [profile] = await this.db.select().from(homeResearchProfiles).where(eq(homeResearchProfiles.id, profileId));
    if (!profile) throw notFound('Research profile');
    const intake = await findIntake(this.db, profile.realtorId, profile.customerId);
    if (!intake) throw notFound('Customer intake');
    const now = this.clock();
    const criteria = searchCriteriaFor(intake, texasToday(now));
    const listings = await this.listings.search(criteria);
    const scored = listings.map((listing) => ({ listing, match: scoreMatch(listing, criteria) }));
    const known = new Set(
      (
        await existingPropertyIds(
          this.db,
          profileId,
          scored.map((s) => s.listing.id),
        )
      ).map((r) => r.propertyId),
    );
    const fresh = scored.filter((s) => !known.has(s.listing.id));
    const demo = listings.some((l) => l.demo) || !this.listings.isLive;

    return this.db.transaction(async (tx) => {
      if (fresh.length) {
        await tx
          .insert(portfolioSamples)
          .values(
            fresh.map(({ listing, match }) => ({
              researchProfileId: profileId,
              propertyId: listing.id,
              externalListingData: toExternalListingData(listing) as Record<string, unknown>,
              matchScore: match.matchScore,
              matchReasons: match.matchReasons,
              aiAnalysis: {
                pros: match.pros,
                cons: match.cons,
                investmentPotential: match.investmentPotential,
                breakdown: match.breakdown,
              },
              clientPriority: match.clientPriority,
            })),
          )
          .onConflictDoNothing();
      }
      const [totals] = await tx
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${portfolioSamples.status} not in ('rejected', 'sold'))`,
        })
        .from(portfolioSamples)
        .where(eq(portfolioSamples.researchProfileId, profileId));
      const total = Number(totals?.total ?? 0);
      const next = new Date(nextResearchDate(now.toISOString(), profile.researchFrequency as ResearchFrequency));
      await tx
        .update(homeResearchProfiles)
        .set({
          researchStatus: 'active',
          totalMatches: total,
          activeMatches: Number(totals?.active ?? 0),
          lastResearchDate: now,
          nextResearchDate: next,
          searchCriteria: criteria as unknown as Record<string, unknown>,
          criteriaAnalysis: criteriaAnalysis(criteria),
          marketAnalysis: marketAnalysis(criteria),
          updatedAt: now,
        })
        .where(and(eq(homeResearchProfiles.id, profileId)));
      await tx.insert(researchActivityLog).values({
        researchProfileId: profileId,
        activityType: 'property_search',
        description: `${demo ? 'Demo' : this.listings.name} search found ${listings.length} listing(s); ${fresh.length} new match(es).`,
        propertiesFound: listings.length,
        newMatches: fresh.length,
        automationTriggered: performedBy === 'system',
        nextAction: 'Review the new matches with the client',
        nextActionDate: next,
        performedBy,
      });
      const message = fresh.length
        ? `Found ${fresh.length} new ${demo ? 'demo ' : ''}match${fresh.length === 1 ? '' : 'es'} (${total} in all).`
        : `No new matches this time (${total} in all).`;
      return { success: true, message, newMatches: fresh.length, totalMatches: total, demo };
    });
  }
}
