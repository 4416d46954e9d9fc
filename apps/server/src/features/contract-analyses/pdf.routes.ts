import { extractPdfResponse, MAX_PDF_BYTES, paths } from '@bluebonnet/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isPdf } from './pdf/pdf-layout';

const NOT_PDF = 'Only PDF files can be uploaded: this file is not a PDF.';

export function registerPdfRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    paths.extractPdfText,
    {
      config: { access: 'user' },
      schema: { tags: ['contract-analyses'], consumes: ['multipart/form-data'], response: { 200: extractPdfResponse } },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the PDF as multipart/form-data in a field named "pdf".');
      const file = await request.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'pdf')
        throw new AppError('bad_request', 'Attach the PDF in a field named "pdf".');
      const bytes = new Uint8Array(await file.toBuffer());
      if (!isPdf(bytes)) throw new AppError('bad_request', NOT_PDF);
      try {
        return await ctx.pdf.extract(bytes);
      } catch (err) {
        request.log.warn({ err }, 'PDF extraction failed');
        throw new AppError(
          'bad_request',
          'This PDF could not be read. It may be damaged or password-protected; paste the text instead.',
        );
      }
    },
  );
}
