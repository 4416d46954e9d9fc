import type { z } from 'zod';
import { createLeadRequest } from '@bluebonnet/contracts';

export const addLeadSchema = createLeadRequest;
export type AddLeadInput = z.input<typeof addLeadSchema>;
export type AddLeadValues = z.output<typeof addLeadSchema>;

/** The fields a server 400 issue can land on. */
export const addLeadFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'source',
  'priority',
  'budget',
  'timeline',
  'propertyType',
  'preferredAreas',
  'preApproval',
  'notes',
  'smsConsent',
] as const satisfies ReadonlyArray<keyof AddLeadInput>;

/** An empty form: selects start at the spec's defaults (source website, priority medium); status is new. */
export const addLeadDefaults: AddLeadInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  source: 'website',
  priority: 'medium',
  budget: '',
  timeline: '',
  propertyType: '',
  preferredAreas: '',
  preApproval: 'unknown',
  notes: '',
  smsConsent: false,
};

/** Spec §5: the toast is for first name, last name or email left blank (a typo in the email shows on its field). */
export function missesRequired(values: Pick<AddLeadInput, 'firstName' | 'lastName' | 'email'>): boolean {
  return [values.firstName, values.lastName, values.email].some((v) => typeof v !== 'string' || v.trim() === '');
}
