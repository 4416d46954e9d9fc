import { defineEndpoint } from '../common/endpoint';
import { healthResponse } from './health';

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthResponse,
    otherResponses: { 503: healthResponse },
  }),
};
