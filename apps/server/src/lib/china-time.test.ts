import { expect, it } from 'vitest';
import { chinaDayStart, chinaParts } from './china-time.ts';

it('gives the China calendar date and time of an instant', () => {
  expect(chinaParts(new Date('2026-11-21T16:30:05Z'))).toEqual({ date: '2026-11-22', time: '00:30:05' });
  expect(chinaParts(new Date('2026-11-21T15:59:59Z'))).toEqual({ date: '2026-11-21', time: '23:59:59' });
  // agrees with the time-zone database
  const d = new Date('2026-07-01T20:15:00Z');
  const viaIntl = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(d);
  expect(`${chinaParts(d).date} ${chinaParts(d).time}`).toBe(viaIntl);
});

it('the China day starts at 16:00 UTC the day before', () => {
  expect(chinaDayStart(new Date('2026-11-21T16:30:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  expect(chinaDayStart(new Date('2026-11-21T15:30:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
});
