/** The list loads 50 leads at a time; 'Load more' asks for the next page (the server's default page). */
export const LEADS_PAGE_SIZE = 50;
/** Typing in the search box waits this long before asking the server, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;
/** AI analysis may go to an LLM; give it time, but not forever. */
export const AI_TIMEOUT_MS = 60_000;
