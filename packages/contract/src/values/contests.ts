/**
 * The plain values of design contests a page names (the limits its forms show, the hall's phases and
 * orders): no zod here, so that the contests' server-rendered pages can name them without loading the
 * contract's schemas. `contests.ts` re-exports them.
 */

/** The least prize the contract accepts (fen); the server's configured minimum (`CONTEST_MIN_PRIZE_YUAN`) may be higher. */
export const MIN_CONTEST_PRIZE_FEN = 100_00;
export const MAX_CONTEST_PRIZE_FEN = 1_000_000_00;
export const MAX_CONTEST_WINNERS = 3;
export const MAX_CONTEST_FINALISTS = 6;
/** Entry days (from approval) and the selection window after the entry deadline. */
export const CONTEST_DAYS = { entryMin: 3, entryMax: 14, selectMin: 1, selectMax: 7 } as const;
/**
 * Timers (decision 054): days the finalists revise, days the winners have to hand over the final files,
 * days before a handover is accepted automatically.
 */
export const CONTEST_TIMERS = { reviseDays: 3, handoverDays: 7, acceptDays: 7 } as const;
export const MAX_ENTRY_PICS = 9;
export const MAX_ENTRY_FILES = 10;
/** The hall's phases (征稿中, 评选中, 已选出) and orders. */
export const contestHallPhases = ['open', 'selecting', 'done'] as const;
export type ContestHallPhase = (typeof contestHallPhases)[number];
export const contestHallSorts = ['latest', 'prize', 'deadline'] as const;
export type ContestHallSort = (typeof contestHallSorts)[number];
