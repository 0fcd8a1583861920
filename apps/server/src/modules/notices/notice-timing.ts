import { chinaDayStart } from '../../lib/china-time.ts';

/**
 * When a notice goes out (decision 048): quiet hours defer non-urgent SMS and WeChat notices to their end;
 * the daily digest of what the SMS cap held back goes out at 09:00. All in China time (UTC+8, no daylight
 * saving), in minutes of the China day.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** The digest of the SMS notices over the day's cap: the next 09:00 China time. */
export const DIGEST_AT = 9 * 60;

/** Minutes since China midnight. */
export function chinaMinutes(d: Date): number {
  return Math.floor((d.getTime() - chinaDayStart(d).getTime()) / MINUTE_MS);
}

/** The first instant at or after `now` when the China clock reads `minute` (a whole minute). */
export function nextChinaMinute(now: Date, minute: number): Date {
  const day = chinaDayStart(now).getTime();
  const today = new Date(day + minute * MINUTE_MS);
  return today.getTime() >= now.getTime() ? today : new Date(today.getTime() + DAY_MINUTES * MINUTE_MS);
}

/** Whether `now` falls in the quiet hours (`from` inclusive, `to` exclusive; they may span midnight). */
export function inQuietHours(now: Date, quiet: { from: number; to: number } | null): boolean {
  if (!quiet) return false;
  const m = chinaMinutes(now);
  return quiet.from < quiet.to ? m >= quiet.from && m < quiet.to : m >= quiet.from || m < quiet.to;
}

/** When a notice sent at `now` is due: now, or for a non-urgent one in quiet hours, their end. */
export function noticeDue(now: Date, urgent: boolean, quiet: { from: number; to: number } | null): Date {
  if (urgent || !inQuietHours(now, quiet)) return now;
  return nextChinaMinute(now, quiet!.to);
}
