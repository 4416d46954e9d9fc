import { defineEndpoint } from '../common/endpoint';
import { loginRequest, loginResponse, logoutResponse, registerRequest, registerResponse } from './auth';
import { user } from './user';

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    body: registerRequest,
    response: registerResponse,
    status: 201,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    body: loginRequest,
    response: loginResponse,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/api/logout', access: 'public', response: logoutResponse }),
  currentUser: defineEndpoint({ method: 'GET', path: '/api/auth/user', access: 'user', response: user }),
};
