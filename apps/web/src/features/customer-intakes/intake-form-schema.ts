import { createIntakeRequest } from '@bluebonnet/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** The public form's fields: the request minus realtorId, which comes from the link's ?realtor= (spec §5). */
export const intakeFormSchema = createIntakeRequest.omit({ realtorId: true });

export type IntakeFormInput = z.input<typeof intakeFormSchema>;
export type IntakeFormValues = z.output<typeof intakeFormSchema>;

/** Spec §5 starting values; the honeypot starts (and for people stays) empty. */
export const intakeFormDefaults: DefaultValues<IntakeFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredContact: 'phone',
  realEstateGoal: undefined,
  propertyType: '',
  budgetRange: '',
  timeframe: '',
  currentSituation: '',
  preferredAreas: '',
  additionalNeeds: '',
  preApprovalStatus: 'unknown',
  hearAboutUs: '',
  notes: '',
  formSource: 'web',
  smsConsent: false,
  website: '',
};

/** The fields a 400 answer's issues may point at, so they can be shown beside the field. */
export const intakeFormFields = Object.keys(intakeFormDefaults) as Array<keyof IntakeFormInput>;

/** `?realtor=12` → 12; missing, zero or not a whole number → null. */
export function parseRealtorId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const DEFAULT_REALTOR_NAME = 'Your Realtor';
