/** Client-side constants of the client communication tool (spec realtor-tools §9 and our own). */

/** Wait this long after the last keystroke before searching contacts, so typing is one request. */
export const CONTACT_SEARCH_DELAY_MS = 250;

/** How many matching leads and clients the picker lists. */
export const CONTACTS_SHOWN = 8;
