import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config/paths';
import { markRoutesPublic } from './access';

/** OpenAPI generated from the zod contracts; the UI lives at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bluebonnet API', version: appVersion, description: 'AI toolkit for Texas real-estate agents' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bb_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
