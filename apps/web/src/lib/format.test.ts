import fc from 'fast-check';
import { expect, it } from 'vitest';
import { VerifyState } from '@hz/contract/common/states';
import { formatChinaTime, formatSignedYuan, formatYuan, verifyState } from './format.ts';

it('writes yuan with two decimals and thousands separators, signed for ledger lines', () => {
  expect(formatYuan(1234.5)).toBe('1,234.50');
  expect(formatYuan(0.1 + 0.2)).toBe('0.30');
  expect(formatSignedYuan(500)).toBe('+500.00');
  expect(formatSignedYuan(-200)).toBe('-200.00');
  expect(formatSignedYuan(0)).toBe('0.00');
});

it('shows an ISO time in China time whatever the machine’s zone', () => {
  expect(formatChinaTime('2026-03-01T16:05:00Z')).toBe('2026-03-02 00:05');
  expect(formatChinaTime('2026-03-01T08:05:00+08:00')).toBe('2026-03-01 08:05');
  expect(formatChinaTime('')).toBe('');
  expect(formatChinaTime('nope')).toBe('');
});

it('writes China time as Intl with the Asia/Shanghai zone does', () => {
  const intl = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // every time since 1992 (China has kept UTC+8 without daylight saving since 1991)
  const times = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) });
  fc.assert(
    fc.property(times, (t) => {
      const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
      const expected = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
      expect(formatChinaTime(new Date(t).toISOString())).toBe(expected);
    }),
    { numRuns: 2000 },
  );
});

it('tags a verification by its state, an unknown or missing one as not verified', () => {
  expect(verifyState(VerifyState.none)).toEqual({ text: '未认证', color: 'default' });
  expect(verifyState(VerifyState.pending)).toEqual({ text: '审核中', color: 'processing' });
  expect(verifyState(VerifyState.approved)).toEqual({ text: '已认证', color: 'success' });
  expect(verifyState(VerifyState.rejected)).toEqual({ text: '未通过', color: 'error' });
  expect(verifyState(9).text).toBe('未认证');
  expect(verifyState(undefined).text).toBe('未认证');
});
