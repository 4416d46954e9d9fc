import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TREC_UPLOAD_MAX_BYTES } from '@bluebonnet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SourceOpener } from './import-source';

const NO_FILE =
  'Attach the TREC file (trecfile.txt, trecfile.zip, or the Open Data CSV or JSON export) in a field named "file".';
const TOO_LARGE = `The file is larger than ${TREC_UPLOAD_MAX_BYTES / (1024 * 1024)} MB, which no TREC license file is.`;
const ACCEPTED = /\.(txt|zip|csv|json)$/i;

export type SavedUpload = { fileName: string; open: SourceOpener; discard: () => Promise<void> };

/**
 * Saves the upload to a temporary file, so the answer goes back at once and the import reads the file
 * in the background; the file is deleted when the import ends. Sender mistakes answer 4xx, never 500.
 */
export async function saveTrecUpload(request: FastifyRequest): Promise<SavedUpload> {
  if (!request.isMultipart()) throw new AppError('bad_request', NO_FILE);
  const file = path.join(tmpdir(), `bluebonnet-trec-${randomUUID()}`);
  const discard = () => rm(file, { force: true });
  try {
    const part = await request.file({ limits: { fileSize: TREC_UPLOAD_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw new AppError('bad_request', NO_FILE);
    const fileName = (part.filename || 'trecfile.txt').slice(0, 200);
    if (!ACCEPTED.test(fileName)) {
      throw new AppError(
        'unsupported_media_type',
        'Upload trecfile.txt or trecfile.zip as TREC publishes them, or the Open Data Portal export as CSV or JSON.',
      );
    }
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw new AppError('payload_too_large', TOO_LARGE);
    if ((await stat(file)).size === 0) throw new AppError('bad_request', 'The file is empty.');
    return {
      fileName,
      discard,
      open: async () => ({ bytes: createReadStream(file), dataDate: null, cleanup: discard }),
    };
  } catch (err) {
    await discard();
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new AppError('payload_too_large', TOO_LARGE);
    if (err instanceof AppError || typeof status === 'number') throw err;
    throw new AppError('bad_request', 'The upload was incomplete or malformed. Choose the file and try again.');
  }
}
