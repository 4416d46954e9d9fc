// From a stored intake (contracts customerIntake) to the analysis input: option fields narrowed to the
// spec's values (anything else counts as unanswered) and the form's completeness computed.
import {
  budgetRanges,
  currentSituations,
  hearAboutUsOptions,
  intakePropertyTypes,
  preApprovalStatuses,
  preferredContacts,
  realEstateGoals,
  timeframes,
  type CustomerIntake,
} from '@bluebonnet/contracts';
import type { ReferenceData } from '../../reference-data/index';
import type { ClientAnalysisInput } from './types';

const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined): T | null =>
  values.find((x) => x === v) ?? null;

const answered = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;

type CompletenessFields = Pick<
  CustomerIntake,
  | 'propertyType'
  | 'budgetRange'
  | 'timeframe'
  | 'currentSituation'
  | 'preferredAreas'
  | 'additionalNeeds'
  | 'preApprovalStatus'
  | 'hearAboutUs'
  | 'notes'
>;

/** Share of the nine optional questions answered (pre-approval 'unknown' counts as unanswered), 0–1. */
export function intakeCompleteness(intake: CompletenessFields): number {
  const fields = [
    intake.propertyType,
    intake.budgetRange,
    intake.timeframe,
    intake.currentSituation,
    intake.preferredAreas,
    intake.additionalNeeds,
    intake.preApprovalStatus === 'unknown' ? null : intake.preApprovalStatus,
    intake.hearAboutUs,
    intake.notes,
  ];
  return fields.filter(answered).length / fields.length;
}

export function clientAnalysisInputFrom(
  intake: CustomerIntake,
  today: string,
  reference: ReferenceData,
): ClientAnalysisInput {
  const facts = {
    firstName: intake.firstName,
    goal: oneOf(realEstateGoals, intake.realEstateGoal) ?? 'buying',
    propertyType: oneOf(intakePropertyTypes, intake.propertyType),
    budgetRange: oneOf(budgetRanges, intake.budgetRange),
    timeframe: oneOf(timeframes, intake.timeframe),
    currentSituation: oneOf(currentSituations, intake.currentSituation),
    preferredAreas: answered(intake.preferredAreas) ? intake.preferredAreas : null,
    additionalNeeds: answered(intake.additionalNeeds) ? intake.additionalNeeds : null,
    preApprovalStatus: oneOf(preApprovalStatuses, intake.preApprovalStatus) ?? 'unknown',
    hearAboutUs: oneOf(hearAboutUsOptions, intake.hearAboutUs),
    preferredContact: oneOf(preferredContacts, intake.preferredContact) ?? 'phone',
    smsConsent: intake.smsConsent,
    notes: answered(intake.notes) ? intake.notes : null,
    createdAt: intake.createdAt,
    today,
  };
  // Completeness counts answers the analysis can use: an unknown option value counts as unanswered.
  return { ...facts, completeness: intakeCompleteness(facts), reference };
}
