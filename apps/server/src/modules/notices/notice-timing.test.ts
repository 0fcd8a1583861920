import { describe, expect, it } from 'vitest';
import { chinaMinutes, inQuietHours, nextChinaMinute, noticeDue } from './notice-timing.ts';

const at = (s: string) => new Date(`${s}+08:00`);
const quiet = { from: 22 * 60, to: 8 * 60 };

describe('notice timing (China time)', () => {
  it('reads the China clock whatever the instant', () => {
    expect(chinaMinutes(at('2026-12-06T00:00:00'))).toBe(0);
    expect(chinaMinutes(at('2026-12-06T23:59:30'))).toBe(1439);
    expect(chinaMinutes(new Date('2026-12-06T01:30:00Z'))).toBe(9 * 60 + 30);
  });

  it('quiet hours span midnight: 22:00 in, 07:59 in, 08:00 out, 21:59 out', () => {
    expect(inQuietHours(at('2026-12-06T22:00:00'), quiet)).toBe(true);
    expect(inQuietHours(at('2026-12-07T07:59:59'), quiet)).toBe(true);
    expect(inQuietHours(at('2026-12-07T08:00:00'), quiet)).toBe(false);
    expect(inQuietHours(at('2026-12-06T21:59:59'), quiet)).toBe(false);
    expect(inQuietHours(at('2026-12-06T23:00:00'), null)).toBe(false);
    // hours within one day
    expect(inQuietHours(at('2026-12-06T13:00:00'), { from: 12 * 60, to: 14 * 60 })).toBe(true);
    expect(inQuietHours(at('2026-12-06T14:00:00'), { from: 12 * 60, to: 14 * 60 })).toBe(false);
  });

  it('a non-urgent notice at 23:10 is due at 08:00 the next morning, one at 06:00 the same morning', () => {
    expect(noticeDue(at('2026-12-06T23:10:00'), false, quiet)).toEqual(at('2026-12-07T08:00:00'));
    expect(noticeDue(at('2026-12-07T06:00:00'), false, quiet)).toEqual(at('2026-12-07T08:00:00'));
  });

  it('an urgent one, or one outside quiet hours, is due at once', () => {
    const night = at('2026-12-06T23:10:00');
    expect(noticeDue(night, true, quiet)).toBe(night);
    const day = at('2026-12-06T15:00:00');
    expect(noticeDue(day, false, quiet)).toBe(day);
  });

  it('the next China 09:00 is today before 09:00 and tomorrow after', () => {
    expect(nextChinaMinute(at('2026-12-06T08:59:00'), 540)).toEqual(at('2026-12-06T09:00:00'));
    expect(nextChinaMinute(at('2026-12-06T09:00:00'), 540)).toEqual(at('2026-12-06T09:00:00'));
    expect(nextChinaMinute(at('2026-12-06T09:00:01'), 540)).toEqual(at('2026-12-07T09:00:00'));
  });
});
