/** How often the progress bar asks about a running import. */
export const IMPORT_POLL_MS = 500;
/** Rejected rows listed in the report; the rest are counted ("and N more"). */
export const REJECTED_SHOWN = 20;
