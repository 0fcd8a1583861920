import { expect, it } from 'vitest';
import { signNote } from './sign-note.ts';

const prepay = '预付款 ¥3,150.00';

it('the factory signing after the client is told its signature concludes the contract', () => {
  const note = signNote('factory', { signedb: '2026-12-06 10:00', signedf: '' }, prepay);
  expect(note).toBe(
    '客户已于 2026-12-06 10:00 签署；您签署后合同即签订，客户的预付款 ¥3,150.00 转入平台托管。',
  );
  expect(note).not.toContain('客户签署后');
});

it('the first to sign is told the other side signs next', () => {
  expect(signNote('factory', { signedb: '', signedf: '' }, prepay)).toBe(
    '签署后等待客户签署；客户签署后合同即签订。',
  );
  expect(signNote('client', { signedb: '', signedf: '' }, prepay)).toMatch(
    /^签署后等待工厂签署；双方都签署后/,
  );
});

it('the client signing after the factory is told the prepayment is held at once', () => {
  expect(signNote('client', { signedb: '', signedf: '2026-12-06 09:00' }, prepay)).toBe(
    '工厂已于 2026-12-06 09:00 签署；您签署后合同即签订，预付款 ¥3,150.00 从您的余额转入平台托管。',
  );
});
