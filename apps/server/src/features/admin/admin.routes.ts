import {
  adminActionResponse,
  adminUserResponse,
  adminUsersResponse,
  idParam,
  paths,
  updatePasswordRequest,
  updateSubscriptionRequest,
} from '@bluebonnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';
import type { Actor } from './admin.service';

const actorOf = (request: FastifyRequest): Actor => {
  const { user } = requireAuth(request);
  return { id: user.id, email: user.email, ip: request.ip };
};

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    paths.adminUsers,
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminUsersResponse } } },
    () => ctx.admin.listUsers(),
  );

  r.patch(
    paths.adminUserPassword,
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: updatePasswordRequest, response: { 200: adminActionResponse } },
    },
    async (request) => {
      await ctx.admin.setPassword(actorOf(request), request.params.id, request.body.newPassword);
      return { success: true, message: 'Password updated; the user was signed out everywhere.' };
    },
  );

  r.patch(
    paths.adminUserSubscription,
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: updateSubscriptionRequest, response: { 200: adminUserResponse } },
    },
    async (request) => {
      const user = await ctx.admin.setSubscription(actorOf(request), request.params.id, request.body);
      return { success: true, message: 'Subscription updated', user };
    },
  );

  r.delete(
    paths.adminUser,
    { config: { access: 'admin' }, schema: { tags, params: idParam, response: { 200: adminActionResponse } } },
    async (request) => {
      await ctx.admin.deleteUser(actorOf(request), request.params.id);
      return { success: true, message: 'User deleted' };
    },
  );
}
