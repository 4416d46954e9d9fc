import type { ByteSource } from '../../engines/trec-import/index';

/** What an import reads: the bytes, and the data's own date when the source tells it. */
export type OpenedSource = { bytes: ByteSource; dataDate: string | null; cleanup?: () => Promise<void> };
export type SourceOpener = (signal: AbortSignal) => Promise<OpenedSource>;

/** Fails an import with a message for the admin (the sync log shows it as is). */
export class ImportFailure extends Error {}
