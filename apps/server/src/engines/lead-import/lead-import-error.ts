/** Why a whole file was refused (a single bad row is a row error instead, and the rest still imports). */
export type LeadImportErrorCode =
  | 'too_large'
  | 'not_text'
  | 'empty_file'
  | 'no_header'
  | 'no_rows'
  | 'too_many_rows'
  | 'unreadable';

/**
 * The one error the CSV reader throws. Its message is written for the agent who uploaded the file, so the
 * caller can answer 400 with it as it is.
 */
export class LeadImportError extends Error {
  readonly code: LeadImportErrorCode;
  /** The line the problem is on (the header is line 1), when there is one. */
  readonly line: number | null;

  constructor(code: LeadImportErrorCode, message: string, line: number | null = null) {
    super(message);
    this.name = 'LeadImportError';
    this.code = code;
    this.line = line;
  }
}
