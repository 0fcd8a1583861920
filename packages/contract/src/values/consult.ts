/**
 * The plain values of 咨询 (limits): no zod and no schema here, so that a server-rendered page can name them
 * without loading the contract's schemas (apps/web/src/public-first-load.test.ts). `consult.ts` re-exports
 * them.
 */

/** Most characters of one message. */
export const MAX_CONSULT_CHARS = 1000;
/** Most files of one message. */
export const MAX_CONSULT_FILES = 5;
/** Most messages one member sends per minute, over all their consultations. */
export const CONSULT_PER_MINUTE = 20;
/** Most messages one answer holds (the latest, or those after `after`). */
export const CONSULT_PAGE = 100;
/** Most characters of a report's reason. */
export const MAX_REPORT_CHARS = 500;
/** The response time is shown from this many conversations (over the last 30 days). */
export const REPLY_MIN_THREADS = 3;
/** The response time looks back this many days. */
export const REPLY_WINDOW_DAYS = 30;
