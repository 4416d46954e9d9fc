import {
  actionItemParams,
  contractAnalysesResponse,
  contractAnalysis,
  contractHealthResponse,
  createContractAnalysisRequest,
  idParam,
  paths,
  updateActionItemRequest,
  updateActionItemResponse,
} from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

export function registerContractAnalysesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contract-analyses'];
  const service = ctx.contractAnalyses;

  r.get(
    paths.contractAnalyses,
    { config: { access: 'user' }, schema: { tags, response: { 200: contractAnalysesResponse } } },
    (request) => service.list(requireAuth(request).user.id),
  );

  r.post(
    paths.contractAnalyses,
    {
      config: { access: 'user' },
      schema: { tags, body: createContractAnalysisRequest, response: { 201: contractAnalysis } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request).user.id, request.body)),
  );

  r.get(
    paths.contractAnalysis,
    { config: { access: 'user' }, schema: { tags, params: idParam, response: { 200: contractAnalysis } } },
    (request) => service.get(requireAuth(request).user.id, request.params.id),
  );

  r.patch(
    paths.contractActionItem,
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: actionItemParams,
        body: updateActionItemRequest,
        response: { 200: updateActionItemResponse },
      },
    },
    async (request) => {
      const { contractId, itemId } = request.params;
      const actionItem = await service.setActionItem(
        requireAuth(request).user.id,
        contractId,
        itemId,
        request.body.completed,
      );
      return { success: true, actionItem };
    },
  );

  r.get(
    paths.contractHealth,
    { config: { access: 'user' }, schema: { tags, response: { 200: contractHealthResponse } } },
    (request) => service.health(requireAuth(request).user.id),
  );
}
