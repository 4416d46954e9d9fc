import {
  createResearchProfileRequest,
  generateMatchesResponse,
  idParam,
  paths,
  portfolioSamplesResponse,
  realEstateApiStatus,
  researchProfile,
  researchProfilesResponse,
} from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

export function registerResearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['home-research'];
  const service = ctx.research;

  r.post(
    paths.homeResearchProfiles,
    {
      config: { access: 'user' },
      schema: { tags, body: createResearchProfileRequest, response: { 201: researchProfile } },
    },
    async (request, reply) => {
      const { customerId, researchFrequency } = request.body;
      return reply.status(201).send(await service.create(requireAuth(request).user.id, customerId, researchFrequency));
    },
  );

  r.get(
    paths.homeResearchProfiles,
    { config: { access: 'user' }, schema: { tags, response: { 200: researchProfilesResponse } } },
    (request) => service.list(requireAuth(request).user.id),
  );

  r.get(
    paths.portfolioSamples,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: portfolioSamplesResponse } } },
    (request) => service.samples(requireAuth(request).user.id, request.params.id),
  );

  r.post(
    paths.generateMatches,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: generateMatchesResponse } } },
    (request) => service.generateMatches(requireAuth(request).user.id, request.params.id),
  );

  r.get(
    paths.realEstateApiStatus,
    { config: { access: 'user' }, schema: { tags, response: { 200: realEstateApiStatus } } },
    () => service.status(),
  );
}
