import {
  clientAnalysis,
  educationPackage,
  idParam,
  paths,
  sendEducationRequest,
  sendEmailResponse,
} from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

export function registerClientInsightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer-intakes'];

  r.post(
    paths.analyzeIntake,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: clientAnalysis } } },
    (request) => ctx.clientInsights.analyze(requireAuth(request).user.id, request.params.id),
  );

  r.post(
    paths.educationMaterials,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: educationPackage } } },
    (request) => ctx.clientInsights.educationPackage(requireAuth(request).user.id, request.params.id),
  );

  r.post(
    paths.sendEducationMaterials,
    {
      config: { access: 'user' },
      schema: { tags, params: idParam, body: sendEducationRequest, response: { 200: sendEmailResponse } },
    },
    (request) =>
      ctx.clientInsights.sendEducationPackage(requireAuth(request).user.id, request.params.id, request.body.to),
  );
}
