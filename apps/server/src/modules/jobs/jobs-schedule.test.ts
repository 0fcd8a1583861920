import { describe, expect, it } from 'vitest';
import { backoffMs, checkSchedule, nextSlot } from './jobs-schedule.ts';

describe('nextSlot', () => {
  it('every N ms: the next multiple of N after now, never now itself', () => {
    const minute = { everyMs: 60_000 };
    expect(nextSlot(minute, new Date('2026-11-23T10:00:30.500Z')).toISOString()).toBe(
      '2026-11-23T10:01:00.000Z',
    );
    expect(nextSlot(minute, new Date('2026-11-23T10:01:00.000Z')).toISOString()).toBe(
      '2026-11-23T10:02:00.000Z',
    );
    // two processes a few ms apart in the same slot compute the same next slot
    expect(nextSlot(minute, new Date('2026-11-23T10:01:00.001Z'))).toEqual(
      nextSlot(minute, new Date('2026-11-23T10:01:59.999Z')),
    );
  });

  it('daily at HH:MM China time (UTC+8, no daylight saving)', () => {
    const at3 = { dailyAt: '03:00' };
    // 02:59 China on the 24th → 03:00 China the same day = 19:00 UTC the 23rd
    expect(nextSlot(at3, new Date('2026-11-23T18:59:00Z')).toISOString()).toBe('2026-11-23T19:00:00.000Z');
    // exactly at the slot → the next day
    expect(nextSlot(at3, new Date('2026-11-23T19:00:00Z')).toISOString()).toBe('2026-11-24T19:00:00.000Z');
    // 10:00 China → tomorrow 03:00 China
    expect(nextSlot(at3, new Date('2026-11-24T02:00:00Z')).toISOString()).toBe('2026-11-24T19:00:00.000Z');
    // across the end of a year, and a late slot
    // 00:00 China on 1 January → 23:30 China that day
    expect(nextSlot({ dailyAt: '23:30' }, new Date('2026-12-31T16:00:00Z')).toISOString()).toBe(
      '2027-01-01T15:30:00.000Z',
    );
  });

  it('refuses schedules that cannot work', () => {
    expect(() => checkSchedule({ dailyAt: '3:00' })).toThrow(/HH:MM/);
    expect(() => checkSchedule({ dailyAt: '24:00' })).toThrow(/HH:MM/);
    expect(() => checkSchedule({ everyMs: 10 })).toThrow(/at least 1000/);
    expect(() => checkSchedule({ everyMs: 60_000 })).not.toThrow();
    expect(() => checkSchedule({ dailyAt: '23:59' })).not.toThrow();
  });
});

describe('backoffMs', () => {
  const b = { baseMs: 1000, capMs: 60_000 };

  it('doubles per attempt up to the cap, with up to a quarter taken off at random', () => {
    expect(backoffMs(1, b, 0)).toBe(1000);
    expect(backoffMs(2, b, 0)).toBe(2000);
    expect(backoffMs(3, b, 0)).toBe(4000);
    expect(backoffMs(1, b, 0.999)).toBe(750);
    expect(backoffMs(7, b, 0)).toBe(60_000);
    expect(backoffMs(50, b, 0)).toBe(60_000);
    expect(backoffMs(50, b, 0.5)).toBe(52_500);
  });

  it('grows strictly from one attempt to the next below the cap, whatever the jitter', () => {
    for (let attempt = 1; attempt < 6; attempt++) {
      expect(backoffMs(attempt + 1, b, 0.9999)).toBeGreaterThan(backoffMs(attempt, b, 0));
    }
  });
});
