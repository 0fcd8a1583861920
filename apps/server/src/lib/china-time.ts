/**
 * Business time is China time (DESIGN §4), whatever the machine's time zone. China keeps UTC+8 all year
 * (no daylight saving since 1991), so plain arithmetic is exact and far cheaper than `Intl` per call.
 */
const OFFSET_MS = 8 * 3_600_000;

export function chinaParts(d: Date): { date: string; time: string } {
  const iso = new Date(d.getTime() + OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The instant the China calendar day containing `d` began. */
export function chinaDayStart(d: Date): Date {
  return new Date(`${chinaParts(d).date}T00:00:00+08:00`);
}

/** Today's China date, `YYYY-MM-DD`. */
export const chinaToday = () => chinaParts(new Date()).date;

/** `YYYY-MM-DD HH:mm:ss` in China time; '' for none. */
export function chinaStamp(d: Date | null | undefined): string {
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
}

/** The wire's `dates` and `times` of a record: China date and time. */
export function chinaDates(d: Date): { dates: string; times: string } {
  const p = chinaParts(d);
  return { dates: p.date, times: p.time };
}

const DAY_MS = 86_400_000;
/** China 00:00 of `date` (YYYY-MM-DD) plus `days` days and `hours` hours. */
export const chinaAt = (date: string, days = 0, hours = 0) =>
  new Date(new Date(`${date}T00:00:00+08:00`).getTime() + days * DAY_MS + hours * 3_600_000);
