/** Client-side constants of spec realtor-tools §9 that the shared packages do not already define. */

/** Request time-outs (§7, §9). */
export const ANALYSIS_TIMEOUT_MS = 30_000;
export const COMPARISON_TIMEOUT_MS = 25_000;
export const CLAUSES_TIMEOUT_MS = 20_000;

/** How long the Mood Ring highlight lasts and the filter is kept. */
export const HIGHLIGHT_MS = 3000;
export const STATUS_FILTER_CLEAR_MS = 10_000;

export const RECENT_ANALYSES = 3;
export const TOP_SUGGESTIONS = 3;
export const PRIORITY_ACTIONS = 3;
export const MUST_DO_NOW_ITEMS = 3;
export const SUMMARY_PREVIEW_CHARS = 150;

/** The analysis view counts deadlines within 7 days as urgent; the alert icon uses 3 (§9). */
export const URGENT_ANALYSIS_DAYS = 7;

/** Shown only when the server left a field out (§9). */
export const FALLBACK_RISK_SCORE = 25;
export const FALLBACK_MARKET_SCORE = 82;
export const FALLBACK_JURISDICTION = 'Texas';
