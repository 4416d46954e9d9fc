import { registrationFields } from '@bluebonnet/contracts';
import { z } from 'zod';

/** The request's fields plus the two form-only ones of spec §5 (never sent to the server). */
export const registrationFormSchema = registrationFields
  .extend({
    confirmPassword: z.string(),
    captchaAnswer: z.string().trim().min(1, 'Please complete the verification question').max(3),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

export const emptyRegistration: RegistrationFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  trecLicenseNumber: '',
  password: '',
  confirmPassword: '',
  captchaAnswer: '',
};

/** The fields sent to the server, where a 400 answer's issues can point. */
export const requestFields = Object.keys(registrationFields.shape) as Array<keyof typeof registrationFields.shape>;
