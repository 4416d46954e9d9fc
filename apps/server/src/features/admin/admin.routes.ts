import { adminEndpoints } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { Actor, AdminService } from './admin.service';

const actorOf = (request: FastifyRequest): Actor => {
  const { user } = requireAuth(request);
  return { id: user.id, email: user.email, ip: request.ip };
};

export function adminRoutes(route: Route, admin: AdminService): void {
  route(adminEndpoints.listUsers, () => admin.listUsers());

  route(adminEndpoints.setPassword, async ({ params, body, request }) => {
    await admin.setPassword(actorOf(request), params.id, body.newPassword);
    return { success: true, message: 'Password updated; the user was signed out everywhere.' };
  });

  route(adminEndpoints.setSubscription, async ({ params, body, request }) => {
    const user = await admin.setSubscription(actorOf(request), params.id, body);
    return { success: true, message: 'Subscription updated', user };
  });

  route(adminEndpoints.deleteUser, async ({ params, request }) => {
    await admin.deleteUser(actorOf(request), params.id);
    return { success: true, message: 'User deleted' };
  });
}
