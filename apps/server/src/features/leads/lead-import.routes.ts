import { leadsEndpoints as endpoints } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import { readCsvUpload } from './csv-upload';
import type { LeadImportService } from './lead-import.service';

/** Uploads per realtor per minute: reading a 10,000-row file is real CPU work. */
const UPLOAD_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `lead-import:${request.auth?.user.id ?? request.ip}`,
};

export function leadImportRoutes(route: Route, imports: LeadImportService): void {
  route(
    endpoints.importPreview,
    async ({ request }) => imports.preview(requireAuth(request).user.id, await readCsvUpload(request)),
    { rateLimit: UPLOAD_RATE_LIMIT },
  );
  route(
    endpoints.startImport,
    async ({ request }) => imports.start(requireAuth(request).user.id, await readCsvUpload(request)),
    { rateLimit: UPLOAD_RATE_LIMIT },
  );
  route(endpoints.importStatus, ({ params, request }) => imports.status(requireAuth(request).user.id, params.importId));
}
