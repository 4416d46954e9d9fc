import { z } from 'zod';
import { user } from './user';

/** Fields shared by the registration form and the request (spec platform §5 messages). */
export const registrationFields = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().toLowerCase().max(255).pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(20),
  trecLicenseNumber: z.string().trim().min(1, 'TREC license number is required').max(20),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});

export const registerRequest = registrationFields.extend({
  captchaVerification: z.literal(true, 'Please complete the verification question'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  user: user.optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(255),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: user.optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutResponse = z.object({ success: z.boolean(), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
