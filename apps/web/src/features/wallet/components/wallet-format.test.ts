import { expect, it } from 'vitest';
import { CashState } from '@hz/contract/common/states';
import {
  billFiltersQuery,
  billNote,
  cashAccountText,
  cashState,
  fenText,
  readBillFilters,
  signedYuanText,
  toFen,
} from './wallet-format.ts';

it('reads the bill filters from the query string and leaves out what is malformed', () => {
  expect(readBillFilters(new URLSearchParams('type=topup&sdate=2026-01-01&edate=2026-01-31&page=3'))).toEqual(
    {
      type: 'topup',
      sdate: '2026-01-01',
      edate: '2026-01-31',
      page: 3,
    },
  );
  expect(readBillFilters(new URLSearchParams('type=nope&sdate=2026-02-30&edate=x&page=-2'))).toEqual({
    type: undefined,
    sdate: undefined,
    edate: undefined,
    page: 1,
  });
  // an end before the start is dropped
  expect(readBillFilters(new URLSearchParams('sdate=2026-02-01&edate=2026-01-01')).edate).toBeUndefined();
  expect(readBillFilters(new URLSearchParams('type=constructor')).type).toBeUndefined();
});

it('writes the bill filters back without empty values or the first page', () => {
  expect(billFiltersQuery({ page: 1 }).toString()).toBe('');
  expect(billFiltersQuery({ type: 'withdraw', sdate: '2026-01-01', page: 2 }).toString()).toBe(
    'type=withdraw&sdate=2026-01-01&page=2',
  );
});

it('turns wire yuan into fen and fen into the text of an amount field exactly', () => {
  expect(toFen(0.1 + 0.2)).toBe(30);
  expect(toFen(1234.56)).toBe(123456);
  expect(fenText(30000)).toBe('300');
  expect(fenText(12345)).toBe('123.45');
  expect(fenText(5)).toBe('0.05');
});

it('words a withdrawal account', () => {
  expect(cashAccountText({ type: 'alipay', bank: '', no: '138****0000' })).toBe('支付宝 138****0000');
  expect(cashAccountText({ type: 'bank', bank: '招商银行', no: '6225****1234' })).toBe(
    '银行卡 招商银行 6225****1234',
  );
});

it('tags a withdrawal by its state, an unknown one as waiting', () => {
  expect(cashState(CashState.waiting)).toEqual({ text: '审核中', color: 'processing' });
  expect(cashState(CashState.paid)).toEqual({ text: '已打款', color: 'success' });
  expect(cashState(CashState.rejected)).toEqual({ text: '已驳回', color: 'error' });
  expect(cashState(7)).toEqual({ text: '审核中', color: 'processing' });
});

it('writes signed amounts in yuan and says what a bill line did (issue 27)', () => {
  expect([signedYuanText(4800), signedYuanText(-4800), signedYuanText(0)]).toEqual([
    '+¥4,800.00',
    '-¥4,800.00',
    '¥0.00',
  ]);
  const line = { type: 'release' as const, amount: 0, held: 0, withdrawing: 0, settle: null };
  expect(billNote({ ...line, amount: 4320, settle: { gross: 4800, fee: 480, net: 4320 } })).toBe(
    '实得 ¥4,320.00（总额 ¥4,800.00，平台服务费 ¥480.00）',
  );
  expect(billNote({ ...line, type: 'hold', amount: -4800, held: 4800 })).toBe(
    '转入平台托管 ¥4,800.00，验收后支付给对方',
  );
  expect(billNote({ ...line, held: -4800 })).toBe('托管款 ¥4,800.00 已支付给对方');
  expect(billNote({ ...line, type: 'refund', amount: 4800, held: -4800 })).toBe(
    '托管款 ¥4,800.00 已退回余额',
  );
  expect(billNote({ ...line, type: 'split', amount: 2000, held: -5000 })).toBe(
    '托管款 ¥5,000.00：退回余额 ¥2,000.00，支付给对方 ¥3,000.00',
  );
  expect(billNote({ ...line, type: 'withdraw_paid', withdrawing: -200 })).toBe(
    '提现 ¥200.00 已打款到您的账户',
  );
  expect(billNote({ ...line, type: 'topup', amount: 500 })).toBe('');
});
