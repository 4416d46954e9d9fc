import type { CustomerIntake, PortfolioSample, ResearchProfile } from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  criteriaAnalysis,
  marketAnalysis,
  type MatchResult,
  nextResearchDate,
  type ResearchFrequency,
  scoreMatch,
  type SearchCriteria,
  searchCriteriaFor,
} from '../../engines/home-research/index';
import {
  type Listing,
  type ListingsProvider,
  listingsStatus,
  toExternalListingData,
} from '../../providers/listings/index';
import type { ReferenceData } from '../../reference-data/index';
import type { IntakesReader } from '../customer-intakes/index';
import { toPortfolioSample, toResearchProfile } from './research.mapper';
import {
  dueProfiles,
  existingPropertyIds,
  findProfile,
  findProfileById,
  insertActivity,
  insertProfile,
  insertSamples,
  listProfiles,
  listSamples,
  sampleTotals,
  updateProfile,
} from './research.repository';

const SWEEP_BATCH = 25;

/** One search's results, gathered before any write so no transaction waits on the listings provider. */
type Search = {
  now: Date;
  criteria: SearchCriteria;
  listings: Listing[];
  scored: { listing: Listing; match: MatchResult }[];
  demo: boolean;
};

/** Home-research profiles: criteria from the intake, listings from the provider, scored matches. */
export class ResearchService {
  constructor(
    private readonly db: Db,
    private readonly listings: ListingsProvider,
    private readonly intakes: IntakesReader,
    private readonly clock: () => Date,
    private readonly reference: ReferenceData,
  ) {}

  status() {
    return listingsStatus(this.listings);
  }

  /** The profile, its first search and both activity entries are stored together or not at all. */
  async create(realtorId: number, customerId: number, frequency: ResearchFrequency): Promise<ResearchProfile> {
    const intake = await this.intakes.get(realtorId, customerId);
    if (!intake) throw notFound('Customer intake');
    const search = await this.search(intake);
    const id = await this.db.transaction(async (tx) => {
      const row = await insertProfile(tx, {
        customerId,
        realtorId,
        researchFrequency: frequency,
        searchCriteria: search.criteria,
        criteriaAnalysis: criteriaAnalysis(this.reference, search.criteria),
        marketAnalysis: marketAnalysis(this.reference, search.criteria),
        nextResearchDate: search.now, // due now: the first run below moves it on
      });
      await insertActivity(tx, {
        researchProfileId: row.id,
        activityType: 'profile_created',
        description: `Research profile created for ${intake.firstName} ${intake.lastName}, ${frequency}.`,
        performedBy: 'realtor',
      });
      await this.record(tx, row.id, frequency, search, new Set(), 'realtor');
      return row.id;
    });
    return this.get(realtorId, id);
  }

  async list(realtorId: number): Promise<ResearchProfile[]> {
    const rows = await listProfiles(this.db, realtorId);
    const customers = await this.intakes.getMany(
      realtorId,
      rows.map((r) => r.customerId),
    );
    return rows.map((r) => toResearchProfile(r, customers.get(r.customerId) ?? null));
  }

  async get(realtorId: number, id: number): Promise<ResearchProfile> {
    const row = await this.requireProfile(realtorId, id);
    return toResearchProfile(row, await this.intakes.get(realtorId, row.customerId));
  }

  async samples(realtorId: number, id: number): Promise<PortfolioSample[]> {
    await this.requireProfile(realtorId, id);
    return (await listSamples(this.db, id)).map(toPortfolioSample);
  }

  async generateMatches(realtorId: number, id: number) {
    await this.requireProfile(realtorId, id);
    return this.run(id, 'realtor');
  }

  /** The scheduled job: every profile whose next run is due. */
  async sweep(): Promise<number> {
    const due = await dueProfiles(this.db, this.clock(), SWEEP_BATCH);
    for (const { id } of due) await this.run(id, 'system');
    return due.length;
  }

  private async requireProfile(realtorId: number, id: number) {
    const row = await findProfile(this.db, realtorId, id);
    if (!row) throw notFound('Research profile');
    return row;
  }

  /** One research run of an existing profile. The provider is asked outside the transaction. */
  private async run(profileId: number, performedBy: 'realtor' | 'system') {
    const profile = await findProfileById(this.db, profileId);
    if (!profile) throw notFound('Research profile');
    const intake = await this.intakes.get(profile.realtorId, profile.customerId);
    if (!intake) throw notFound('Customer intake');
    const search = await this.search(intake);
    const ids = search.scored.map((s) => s.listing.id);
    const known = new Set((await existingPropertyIds(this.db, profileId, ids)).map((r) => r.propertyId));
    return this.db.transaction((tx) =>
      this.record(tx, profileId, profile.researchFrequency, search, known, performedBy),
    );
  }

  /** Criteria from the intake, listings from the provider, a score for each. */
  private async search(intake: CustomerIntake): Promise<Search> {
    const now = this.clock();
    const criteria = searchCriteriaFor(this.reference, intake, texasToday(now));
    const listings = await this.listings.search(criteria);
    const scored = listings.map((listing) => ({ listing, match: scoreMatch(this.reference, listing, criteria) }));
    const demo = listings.some((l) => l.demo) || !this.listings.isLive;
    return { now, criteria, listings, scored, demo };
  }

  /** Stores a search's new matches, the profile's totals and next date, and the activity entry. */
  private async record(
    tx: Tx,
    profileId: number,
    frequency: ResearchFrequency,
    { now, criteria, listings, scored, demo }: Search,
    known: ReadonlySet<string>,
    performedBy: 'realtor' | 'system',
  ) {
    const fresh = scored.filter((s) => !known.has(s.listing.id));
    await insertSamples(
      tx,
      fresh.map(({ listing, match }) => ({
        researchProfileId: profileId,
        propertyId: listing.id,
        externalListingData: toExternalListingData(listing),
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
    );
    const { total, active } = await sampleTotals(tx, profileId);
    const next = new Date(nextResearchDate(now.toISOString(), frequency));
    await updateProfile(tx, profileId, {
      researchStatus: 'active',
      totalMatches: total,
      activeMatches: active,
      lastResearchDate: now,
      nextResearchDate: next,
      searchCriteria: criteria,
      criteriaAnalysis: criteriaAnalysis(this.reference, criteria),
      marketAnalysis: marketAnalysis(this.reference, criteria),
      updatedAt: now,
    });
    await insertActivity(tx, {
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
  }
}
