import { ImportFailure, type OpenedSource } from './import-source';

/** How long the server may take to start answering; the body itself may take minutes on a slow line. */
const HEADERS_TIMEOUT_MS = 30_000;

export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** The data's own date from the answer's Last-Modified header (YYYY-MM-DD, UTC), when it has one. */
export function dateFromLastModified(header: string | null): string | null {
  if (!header) return null;
  const date = new Date(header);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Why a download failed, in words an admin can act on (the technical cause goes to the log). */
export function downloadFailure(url: string, err: unknown): string {
  const host = hostOf(url);
  const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  if ((err as { name?: string }).name === 'TimeoutError') return `${host} did not answer within 30 seconds.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Could not reach ${host}: the server has no connection to it (name lookup failed). Upload the file instead, or try again later.`;
  }
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `Could not connect to ${host}. Upload the file instead, or try again later.`;
  }
  return `The download from ${host} failed. Upload the file instead, or try again later.`;
}

/** Opens the configured address as a byte stream; fails with a plain message and never a partial swap. */
export function downloadSource(url: string, fetchImpl: FetchLike = fetch) {
  return async (signal: AbortSignal): Promise<OpenedSource> => {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(HEADERS_TIMEOUT_MS)]) });
    } catch (err) {
      throw new ImportFailure(downloadFailure(url, err));
    }
    if (!response.ok || !response.body) {
      throw new ImportFailure(`${hostOf(url)} answered ${response.status} ${response.statusText} for the TREC file.`);
    }
    const body = response.body;
    return { bytes: streamOf(body, url), dataDate: dateFromLastModified(response.headers.get('last-modified')) };
  };
}

/** A body that breaks off mid-way is a failed download, said plainly (the parser also sees it cut). */
async function* streamOf(body: ReadableStream<Uint8Array>, url: string): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of body) yield chunk;
  } catch (err) {
    throw new ImportFailure(`The download from ${hostOf(url)} broke off before the end.`, { cause: err });
  }
}
