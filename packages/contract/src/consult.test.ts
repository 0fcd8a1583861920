import { expect, it } from 'vitest';
import { replyTimeText } from './consult.ts';

it('says the response time in plain steps, rounded up', () => {
  expect(replyTimeText(1)).toBe('通常在1小时内回复');
  expect(replyTimeText(60)).toBe('通常在1小时内回复');
  expect(replyTimeText(61)).toBe('通常在2小时内回复');
  expect(replyTimeText(90)).toBe('通常在2小时内回复');
  expect(replyTimeText(24 * 60)).toBe('通常在24小时内回复');
  expect(replyTimeText(24 * 60 + 1)).toBe('通常在2天内回复');
});
