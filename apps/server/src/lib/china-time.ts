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
