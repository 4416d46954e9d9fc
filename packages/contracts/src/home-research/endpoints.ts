import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/errors';
import {
  createResearchProfileRequest,
  generateMatchesResponse,
  portfolioSamplesResponse,
  realEstateApiStatus,
  researchProfile,
  researchProfilesResponse,
} from './research';

export const homeResearchEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/home-research-profiles',
    access: 'user',
    body: createResearchProfileRequest,
    response: researchProfile,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/home-research-profiles',
    access: 'user',
    response: researchProfilesResponse,
  }),
  portfolioSamples: defineEndpoint({
    method: 'GET',
    path: '/api/home-research-profiles/:id/portfolio-samples',
    access: 'user',
    params: idParam,
    response: portfolioSamplesResponse,
  }),
  generateMatches: defineEndpoint({
    method: 'POST',
    path: '/api/home-research-profiles/:id/generate-matches',
    access: 'user',
    params: idParam,
    response: generateMatchesResponse,
  }),
  apiStatus: defineEndpoint({
    method: 'GET',
    path: '/api/real-estate-api-status',
    access: 'user',
    response: realEstateApiStatus,
  }),
};
