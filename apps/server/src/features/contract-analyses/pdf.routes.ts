import { contractAnalysesEndpoints as endpoints, MAX_PDF_BYTES } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { logSafeError } from '../../lib/log-safe';
import type { Route } from '../../lib/routes';
import { requireAuth } from '../../plugins/access';
import type { PdfExtractor } from './pdf/pdf-extractor';
import { PdfLimitError } from './pdf/pdf-limits';
import { isPdf } from './pdf/pdf-layout';

/** Uploads per realtor per minute: reading a PDF is the heaviest thing a realtor can ask for. */
const PDF_RATE_LIMIT = {
  max: 12,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `pdf:${request.auth?.user.id ?? request.ip}`,
};
const LIMIT_CODES = { 400: 'bad_request', 413: 'payload_too_large', 429: 'too_many_requests' } as const;
const NOT_PDF = 'Only PDF files can be uploaded: this file is not a PDF.';

export function pdfRoutes(route: Route, pdf: PdfExtractor): void {
  route(
    endpoints.extractPdfText,
    async ({ request }) => {
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the PDF as multipart/form-data in a field named "pdf".');
      const bytes = await readUpload(request);
      if (!isPdf(bytes)) throw new AppError('bad_request', NOT_PDF);
      try {
        // One upload per realtor at a time; each runs under the pool's memory, page and time limits.
        return await pdf.extract(bytes, String(requireAuth(request).user.id));
      } catch (err) {
        if (err instanceof PdfLimitError) throw new AppError(LIMIT_CODES[err.status], err.message);
        request.log.warn({ error: logSafeError(err) }, 'PDF extraction failed');
        throw new AppError(
          'bad_request',
          'This PDF could not be read. It may be damaged or password-protected; paste the text instead.',
        );
      }
    },
    { rateLimit: PDF_RATE_LIMIT },
  );
}

/** The bytes of the upload's "pdf" field. */
async function readUpload(request: FastifyRequest): Promise<Uint8Array> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'pdf') throw new AppError('bad_request', 'Attach the PDF in a field named "pdf".');
    return new Uint8Array(await file.toBuffer());
  } catch (err) {
    // The multipart parser's own errors (a body cut short, a boundary that never closes) carry no
    // status and would answer 500; they are the sender's malformed upload. Limits keep their status.
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new AppError('bad_request', 'The upload was incomplete or malformed. Choose the PDF and try again.');
  }
}
