import { z } from 'zod';
import { subscriptionPlans, subscriptionStatuses, user } from '../auth/user';

export const adminUsersResponse = z.array(user);

export const updatePasswordRequest = z.object({
  newPassword: z.string().min(6, 'Password must be at least 6 characters').max(200),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

export const updateSubscriptionRequest = z.object({
  subscriptionPlan: z.enum(subscriptionPlans, 'Choose a plan: test, starter, professional or enterprise'),
  subscriptionStatus: z.enum(subscriptionStatuses, 'Choose a status: trial, active, cancelled or expired'),
});
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequest>;

export const adminActionResponse = z.object({ success: z.boolean(), message: z.string() });
export type AdminActionResponse = z.infer<typeof adminActionResponse>;

export const adminUserResponse = z.object({ success: z.boolean(), message: z.string(), user });
