/** Spec §9: Start Research redirects to the Home Research Dashboard after 1.5 s. */
export const RESEARCH_REDIRECT_MS = 1500;
/** Start Research on an intake card always uses the default frequency (spec §9). */
export const DEFAULT_RESEARCH_FREQUENCY = 'weekly';
/** The portal loads intakes 100 at a time; 'Load more' asks for the next page. */
export const INTAKES_PAGE_SIZE = 50;
/** The dashboard's Customer Intake panel shows the latest five. */
export const SUMMARY_INTAKES = 5;
/** AI work may go to an LLM; give it time, but not forever. */
export const AI_TIMEOUT_MS = 60_000;
