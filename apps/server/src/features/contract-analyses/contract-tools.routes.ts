import {
  compareContractsRequest,
  compareContractsResponse,
  generateClausesRequest,
  generateClausesResponse,
  marketInsightsRequest,
  marketInsightsResponse,
  paths,
} from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireAuth } from '../../plugins/access';

export function registerContractToolsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contract-analyses'];
  const service = ctx.contractTools;

  r.post(
    paths.contractComparisons,
    {
      config: { access: 'user' },
      schema: { tags, body: compareContractsRequest, response: { 200: compareContractsResponse } },
    },
    (request) => service.compare(requireAuth(request).user.id, request.body),
  );

  r.post(
    paths.generateClauses,
    {
      config: { access: 'user' },
      schema: { tags, body: generateClausesRequest, response: { 200: generateClausesResponse } },
    },
    (request) => service.clauses(request.body),
  );

  r.post(
    paths.contractMarketInsights,
    {
      config: { access: 'user' },
      schema: { tags, body: marketInsightsRequest, response: { 200: marketInsightsResponse } },
    },
    (request) => service.marketInsights(requireAuth(request).user.id, request.body),
  );
}
