import type {
  ClientAnalysis,
  currentSituations,
  hearAboutUsOptions,
  intakePropertyTypes,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
} from '@bluebonnet/contracts';
import type { ReferenceData } from '../../reference-data/index';
import type { BudgetRange } from '../home-research/index';

export type RealEstateGoal = (typeof realEstateGoals)[number];
export type PropertyType = (typeof intakePropertyTypes)[number];
export type Timeframe = (typeof timeframes)[number];
export type CurrentSituation = (typeof currentSituations)[number];
export type PreApprovalStatus = (typeof preApprovalStatuses)[number];
export type HearAboutUs = (typeof hearAboutUsOptions)[number];
export type PreferredContact = (typeof preferredContacts)[number];

/** The intake's facts the analysis reads. Option fields hold only the spec's values (null = not answered). */
export type ClientAnalysisInput = {
  firstName: string;
  goal: RealEstateGoal;
  propertyType: PropertyType | null;
  budgetRange: BudgetRange | null;
  timeframe: Timeframe | null;
  currentSituation: CurrentSituation | null;
  preferredAreas: string | null;
  additionalNeeds: string | null;
  preApprovalStatus: PreApprovalStatus;
  hearAboutUs: HearAboutUs | null;
  preferredContact: PreferredContact;
  /** The client agreed to text messages on the form. */
  smsConsent: boolean;
  notes: string | null;
  /** Share of the form's optional questions answered, 0–1 (see intakeCompleteness). */
  completeness: number;
  /** When the intake arrived (ISO timestamp). */
  createdAt: string;
  /** The analysis date (YYYY-MM-DD). */
  today: string;
  /** The market, rent and school tables the analysis reads (bundled in the app, a few rows in tests). */
  reference: ReferenceData;
};

export type ClientAnalysisOutput = Omit<ClientAnalysis, 'meta'>;
export type RecommendedAction = ClientAnalysisOutput['recommendedActions'][number];
export type MarketMatch = NonNullable<ClientAnalysisOutput['marketMatch']>;
export type UrgencyLevel = ClientAnalysisOutput['urgencyLevel'];
export type ScoreFactor = ClientAnalysisOutput['factors'][number];
