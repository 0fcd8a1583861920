import { chinaDayStart } from '../../lib/china-time.ts';

/**
 * When a recurring job runs: every `everyMs` (slots aligned to the epoch, so every process computes the
 * same ones), or once a day at `dailyAt` China time (`'03:00'`).
 */
export type Schedule = { everyMs: number } | { dailyAt: string };

const DAY_MS = 86_400_000;

/** Minutes after midnight of a `HH:MM` time; throws on anything else (a definition's mistake). */
function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new Error(`schedule: dailyAt must be HH:MM (00:00–23:59), got ${JSON.stringify(hhmm)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Refuses a schedule that cannot work, at definition time. */
export function checkSchedule(s: Schedule): void {
  if ('everyMs' in s) {
    if (!Number.isSafeInteger(s.everyMs) || s.everyMs < 1000)
      throw new Error(`schedule: everyMs must be a whole number of at least 1000, got ${s.everyMs}`);
  } else minutesOf(s.dailyAt);
}

/** The first slot of `schedule` strictly after `now` (the database's clock). */
export function nextSlot(schedule: Schedule, now: Date): Date {
  const t = now.getTime();
  if ('everyMs' in schedule) return new Date((Math.floor(t / schedule.everyMs) + 1) * schedule.everyMs);
  const today = chinaDayStart(now).getTime() + minutesOf(schedule.dailyAt) * 60_000;
  return new Date(today > t ? today : today + DAY_MS);
}

/** How long a failed job waits before its next attempt: `baseMs` doubled per attempt, at most `capMs`. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export const defaultBackoff: Backoff = { baseMs: 10_000, capMs: 3_600_000 };

/**
 * The pause after failed attempt `attempt` (1 for the first): `baseMs · 2^(attempt−1)`, capped, of which
 * a random quarter is taken off (`random` in [0, 1)) so that jobs that failed together do not all come
 * back at once. Below the cap each pause is longer than the one before.
 */
export function backoffMs(
  attempt: number,
  b: Backoff = defaultBackoff,
  random: number = Math.random(),
): number {
  const exp = Math.min(b.capMs, b.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
  return Math.round(exp * (1 - 0.25 * random));
}
