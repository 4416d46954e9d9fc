import { optionLabel, type urgencyLevels } from '@bluebonnet/contracts';

// The label tables live with the option lists in @bluebonnet/contracts, shared with the server's text.
export {
  intakeBudgetLabels as budgetLabels,
  intakeContactLabels as preferredContactLabels,
  intakeGoalLabels as goalLabels,
  intakePreApprovalLabels as preApprovalLabels,
  intakePriorityLabels as priorityLabels,
  intakePropertyTypeLabels as propertyTypeLabels,
  intakeSituationLabels as situationLabels,
  intakeSourceLabels as hearAboutUsLabels,
  intakeStatusLabels as statusLabels,
  intakeTimeframeLabels as timeframeLabels,
  intakeUrgencyLabels as urgencyLabels,
} from '@bluebonnet/contracts';

export type UrgencyLevel = (typeof urgencyLevels)[number];

/** The label of a stored value, in plain words even when it is not a known option, or null when empty. */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string | null {
  return optionLabel(labels, value);
}

export function fullName(intake: { firstName: string; lastName: string }): string {
  return `${intake.firstName} ${intake.lastName}`.trim();
}
