import {
  createIntakeRequest,
  createIntakeResponse,
  customerIntake,
  idParam,
  intakeStats,
  intakesResponse,
  listIntakesQuery,
  paths,
  updateIntakeRequest,
} from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';
import { trustedJsonSerializer } from '../../plugins/trusted-serializer';

export function registerIntakesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer-intakes'];
  const service = ctx.intakes;

  r.post(
    paths.customerIntakes,
    {
      config: { access: 'public', rateLimit: { max: ctx.env.RATE_LIMIT_INTAKE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags, body: createIntakeRequest, response: { 201: createIntakeResponse } },
    },
    async (request, reply) => {
      const intake = await service.create(request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Thank you! Your realtor will contact you soon.', id: intake.id });
    },
  );

  r.get(
    paths.customerIntakes,
    {
      config: { access: 'user' },
      schema: { tags, querystring: listIntakesQuery, response: { 200: intakesResponse } },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => service.list(requireAuth(request).user.id, request.query),
  );

  r.get(
    paths.customerIntakeStats,
    { config: { access: 'user' }, schema: { tags, response: { 200: intakeStats } } },
    (request) => service.stats(requireAuth(request).user.id),
  );

  r.get(
    paths.customerIntake,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: customerIntake } } },
    (request) => service.get(requireAuth(request).user.id, request.params.id),
  );

  r.put(
    paths.customerIntake,
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, body: updateIntakeRequest, response: { 200: customerIntake } },
    },
    (request) => service.update(requireAuth(request).user.id, request.params.id, request.body),
  );

  r.delete(
    paths.customerIntake,
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, response: { 200: z.object({ success: z.boolean(), message: z.string() }) } },
    },
    async (request) => {
      await service.remove(requireAuth(request).user.id, request.params.id);
      return { success: true, message: 'Intake deleted' };
    },
  );
}
