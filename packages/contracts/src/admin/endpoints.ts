import { idParam } from '../common/errors';
import { defineEndpoint } from '../common/endpoint';
import {
  adminActionResponse,
  adminUserResponse,
  adminUsersResponse,
  updatePasswordRequest,
  updateSubscriptionRequest,
} from './admin';

export const adminEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    response: adminUsersResponse,
  }),
  setPassword: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/password',
    access: 'admin',
    params: idParam,
    body: updatePasswordRequest,
    response: adminActionResponse,
  }),
  setSubscription: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/subscription',
    access: 'admin',
    params: idParam,
    body: updateSubscriptionRequest,
    response: adminUserResponse,
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParam,
    response: adminActionResponse,
  }),
};
