import { describe, expect, it } from 'vitest';
import {
  type Agent,
  agent,
  AGREE,
  fileApp,
  registerMember,
  STRONG_PASSWORD,
  uniqueMobile,
} from '../../../test/test-app.ts';

const { t, op, wallet } = fileApp({ env: { CASH_MIN_YUAN: '10', CASH_DAILY_MAX_YUAN: '1000' } });

const PAYCODE = '482916';
let topups = 0;
let ips = 0;

interface Member {
  a: Agent;
  id: number;
  mobile: string;
  cardno: string;
}

/** A member, verified by name (a shortcut: verification has its own tests), with `yuan` topped up. */
async function member(yuan: number, opts: { verified?: boolean; paycode?: boolean } = {}): Promise<Member> {
  // SMS codes are limited per IP: each member comes from its own address
  const a = agent(t.app, { ip: `10.77.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}` });
  const m = await registerMember(a);
  const [row] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [
    m.mobile,
  ]);
  const id = Number(row!.id);
  if (opts.verified !== false) {
    await t.database.query("UPDATE members SET personauth = 1, name = '张三' WHERE id = $1", [id]);
  }
  if (yuan > 0) await wallet.topUp({ member: id, amount: yuan * 100, key: `test-topup:${id}:${topups++}` });
  if (opts.paycode !== false) await setPaycode(a, m.mobile, PAYCODE);
  return { a, id, mobile: m.mobile, cardno: m.cardno };
}

/** The registration code was sent a moment ago: move it back past the one-per-minute gap. */
const pastSmsGap = (mobile: string) =>
  t.database.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1", [
    mobile,
  ]);

async function setPaycode(a: Agent, mobile: string, paycode: string) {
  await pastSmsGap(mobile);
  const code = await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'paycode' });
  expect(code.body.errCode).toBe('success');
  const r = await a.post('/api/Member/setPayment', { paycode, code: code.body.data!.devCode });
  expect(r.body.errCode).toBe('success');
}

const withdraw = (a: Agent, amount: number | string, over: Record<string, unknown> = {}) =>
  a.post<Record<string, unknown>>('/api/Applycash/postNew', {
    amount,
    paycode: PAYCODE,
    account: { type: 'alipay', no: 'zhangsan@example.com' },
    ...over,
  });

const info = async (a: Agent) =>
  (await a.post<Record<string, unknown>>('/api/Member/walletInfo', {})).body.data!;

const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: Record<string, string> }).fields;

describe('pay password', () => {
  it('needs an SMS code sent to the own mobile, refuses simple codes, sets ispaycode', async () => {
    const m = await member(0, { paycode: false });
    expect((await info(m.a)).ispaycode).toBe(false);
    const other = await m.a.post('/api/User/getCode', { mobile: uniqueMobile(), type: 'paycode' });
    expect(other.body.errCode).toBe('forbidden');
    expect(
      (await agent(t.app).post('/api/User/getCode', { mobile: m.mobile, type: 'paycode' })).body.errCode,
    ).toBe('not_logged_in');
    await pastSmsGap(m.mobile);
    const code = await m.a.post<{ devCode: string }>('/api/User/getCode', {
      mobile: m.mobile,
      type: 'paycode',
    });
    const simple = await m.a.post('/api/Member/setPayment', {
      paycode: '123456',
      code: code.body.data!.devCode,
    });
    expect(simple.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { paycode: '支付密码过于简单，请勿使用相同或连续的数字' } },
    });
    const wrongCode = await m.a.post('/api/Member/setPayment', { paycode: PAYCODE, code: '000000' });
    expect(wrongCode.body.errCode).toBe('code_invalid');
    const ok = await m.a.post('/api/Member/setPayment', { paycode: PAYCODE, code: code.body.data!.devCode });
    expect(ok.body.data).toEqual({ ispaycode: true });
    expect((await m.a.post<{ ispaycode: boolean }>('/api/Member/userInfo', {})).body.data!.ispaycode).toBe(
      true,
    );
    // the code is spent
    const again = await m.a.post('/api/Member/setPayment', {
      paycode: '902817',
      code: code.body.data!.devCode,
    });
    expect(again.body.errCode).toBe('code_invalid');
  });

  it('5 wrong pay passwords lock paying for an hour, even when sent at once; nothing moves', async () => {
    const m = await member(100);
    const wrong = await withdraw(m.a, 20, { paycode: '111112' });
    expect(wrong.body).toMatchObject({ errCode: 'pay_password_wrong', errMsg: '支付密码错误，还可尝试4次' });
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(m.a, 20, { paycode: '111112' })),
    );
    const codes = burst.map((r) => r.body.errCode).sort();
    expect(codes.filter((c) => c === 'pay_password_wrong')).toHaveLength(3);
    expect(codes.filter((c) => c === 'pay_locked')).toHaveLength(3);
    // now even the right one is refused, and walletInfo says until when
    const right = await withdraw(m.a, 20);
    expect(right.body.errCode).toBe('pay_locked');
    expect(String(right.body.errMsg)).toMatch(/支付功能已锁定至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const w = await info(m.a);
    expect(w.paylockedUntil).not.toBe('');
    expect(w.coins).toBe(100);
    // an hour later it works again
    await t.database.query(
      "UPDATE members SET paycode_locked_until = now() - interval '1 second' WHERE id = $1",
      [m.id],
    );
    expect((await withdraw(m.a, 20)).body.errCode).toBe('success');
  });
});

describe('withdrawals', () => {
  it('moves coins to withdrawals in flight; the operator marks it paid; bills and messages follow', async () => {
    const m = await member(500);
    const r = await withdraw(m.a, '200.50');
    expect(r.body.errCode).toBe('success');
    expect(r.body.data).toMatchObject({
      amount: 200.5,
      type: 'alipay',
      no: 'zha*************.com',
      holder: '张三',
      checked: 0,
    });
    expect(String(r.body.data!.orders)).toMatch(/^C\d{16}$/);
    expect(await info(m.a)).toMatchObject({ coins: 299.5, withdrawing: 200.5, cashTodayLeft: 799.5 });

    // a member cannot use the queue
    expect((await m.a.post('/api/Admin/cashList', {})).body.errCode).toBe('forbidden');
    expect((await m.a.post('/api/Admin/cashReview', { id: 1, pass: true, ref: 'X12345' })).body.errCode).toBe(
      'forbidden',
    );

    const queue = await op.post<{ listItem: Array<{ id: number; cardno: string; no: string }> }>(
      '/api/Admin/cashList',
      { pageSize: 100 },
    );
    const item = queue.body.data!.listItem.find((x) => x.cardno === m.cardno)!;
    expect(item.no).toBe('zhangsan@example.com');
    const noRef = await op.post('/api/Admin/cashReview', { id: item.id, pass: true });
    expect(fieldsOf(noRef).ref).toBe('请填写打款流水号（至少4位）');
    const paid = await op.post('/api/Admin/cashReview', { id: item.id, pass: true, ref: '2026112322001' });
    expect(paid.body.data).toMatchObject({ checked: 1, ref: '2026112322001' });
    expect(
      (await op.post('/api/Admin/cashReview', { id: item.id, pass: false, reason: '重复处理' })).body.errCode,
    ).toBe('state_conflict');

    expect(await info(m.a)).toMatchObject({ coins: 299.5, withdrawing: 0 });
    const msgs = await m.a.post<{ listItem: Array<{ title: string; conts: string; kind: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({ kind: 'wallet', title: '提现已到账' });
    expect(msgs.body.data!.listItem[0]!.conts).toContain('2026112322001');
    const bills = await m.a.post<{ listItem: Array<Record<string, unknown>> }>('/api/Bills/transaction', {});
    // one line per movement: the request takes the coins out once, the payout only ends it being in flight
    expect(
      bills.body.data!.listItem.map((b) => [b.type, b.account, b.amount, b.balance, b.withdrawing]),
    ).toEqual([
      ['withdraw_paid', 'withdrawing', 0, 299.5, -200.5],
      ['withdraw', 'available', -200.5, 299.5, 200.5],
      ['topup', 'available', 500, 500, 0],
    ]);
    expect(bills.body.data!.listItem[2]).toMatchObject({ typeName: '充值', counterpart: '支付宝' });
    const own = await m.a.post<{ listItem: Array<{ checked: number; ref: string }> }>(
      '/api/Applycash/list',
      {},
    );
    expect(own.body.data!.listItem[0]).toMatchObject({ checked: 1, ref: '2026112322001' });
    const audit = await op.post<{ listItem: Array<{ action: string }> }>('/api/Admin/auditList', {
      cardno: m.cardno,
    });
    expect(audit.body.data!.listItem[0]!.action).toBe('cash.paid');
  });

  it('a rejection returns the coins and tells the member why', async () => {
    const m = await member(100);
    await withdraw(m.a, 60, {
      account: { type: 'bank', bank: '招商银行上海分行', no: '6225 8812 3456 7890' },
    });
    expect(await info(m.a)).toMatchObject({ coins: 40, withdrawing: 60 });
    const queue = await op.post<{ listItem: Array<{ id: number; cardno: string; bank: string }> }>(
      '/api/Admin/cashList',
      { pageSize: 100 },
    );
    const item = queue.body.data!.listItem.find((x) => x.cardno === m.cardno)!;
    expect(item.bank).toBe('招商银行上海分行');
    await op.post('/api/Admin/cashReview', {
      id: item.id,
      pass: false,
      reason: '银行卡户名与认证姓名不一致',
    });
    expect(await info(m.a)).toMatchObject({ coins: 100, withdrawing: 0, cashTodayLeft: 1000 });
    const msgs = await m.a.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]!.title).toBe('提现申请未通过');
    expect(msgs.body.data!.listItem[0]!.conts).toContain('银行卡户名与认证姓名不一致');
  });

  it('refuses the unverified, amounts under the minimum or over the daily maximum, and more than the balance', async () => {
    const unverified = await member(100, { verified: false });
    expect((await withdraw(unverified.a, 20)).body.errCode).toBe('not_verified');
    expect((await info(unverified.a)).holder).toBe('');

    const m = await member(2000);
    expect(fieldsOf(await withdraw(m.a, 9.99)).amount).toBe('单笔提现不能少于10.00元');
    expect(fieldsOf(await withdraw(m.a, 12.345)).amount).toBe('提现金额应为数字，最多两位小数');
    expect((await withdraw(m.a, 800)).body.errCode).toBe('success');
    const over = await withdraw(m.a, 300);
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toBe('超出每日提现上限1000.00元，今日还可提现200.00元');
    expect(
      fieldsOf(await withdraw(m.a, 20, { account: { type: 'alipay', no: 'not an account' } }))['account.no'],
    ).toBe('支付宝账号应为手机号或邮箱');

    const poor = await member(30);
    const r = await withdraw(poor.a, 50);
    expect(r.body.errCode).toBe('insufficient_balance');
    expect(await info(poor.a)).toMatchObject({ coins: 30, withdrawing: 0, cashTodayLeft: 1000 });
    expect((await poor.a.post<{ total: number }>('/api/Applycash/list', {})).body.data!.total).toBe(0);
  });

  it('50 concurrent withdrawals against a balance that covers 10 succeed exactly 10 times', async () => {
    const m = await member(100);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(m.a, 10)));
    const codes = results.map((r) => r.body.errCode);
    expect(codes.filter((c) => c === 'success')).toHaveLength(10);
    expect(codes.filter((c) => c === 'insufficient_balance')).toHaveLength(40);
    expect(await info(m.a)).toMatchObject({ coins: 0, withdrawing: 100 });
    expect((await m.a.post<{ total: number }>('/api/Applycash/list', {})).body.data!.total).toBe(10);
    expect(await wallet.audit()).toEqual([]);
  });
});

describe('invite rewards', () => {
  it('are credited when the invitee is verified, not at registration, and once per invitee', async () => {
    const inviter = await member(0);
    const a = agent(t.app, { ip: '10.78.0.1' });
    const mobile = uniqueMobile();
    const code = await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'regist' });
    await a.post('/api/User/regist', {
      mobile,
      code: code.body.data!.devCode,
      password: STRONG_PASSWORD,
      invite: inviter.cardno,
      agree: AGREE,
    });
    expect(await info(inviter.a)).toMatchObject({ invitpples: 1, invitcoins: 0, coins: 0 });

    const { png, uploadForm } = await import('../../../test/uploads.ts');
    const image = async () => {
      const form = uploadForm('idcard', 'card.png', await png(60, 40));
      return (await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers)).body.data!.id;
    };
    await a.post('/api/Member/personAuth', {
      name: '李四',
      idcard: '440524198801010011',
      cardfrt: await image(),
      cardrvs: await image(),
    });
    const list = await op.post<{ listItem: Array<{ id: number; mobile: string }> }>('/api/Admin/authList', {
      kind: 'person',
      pageSize: 100,
    });
    const id = list.body.data!.listItem.find((x) => x.mobile === mobile)!.id;
    await op.post('/api/Admin/authReview', { kind: 'person', id, pass: true });
    // default setting: ¥20 for a verified person
    expect(await info(inviter.a)).toMatchObject({ invitcoins: 20, invitcoins_dsnr: 20, coins: 20 });
    const msgs = await inviter.a.post<{ listItem: Array<{ title: string }> }>('/api/Tipcenter/getList', {});
    expect(msgs.body.data!.listItem[0]!.title).toBe('邀请奖励到账');

    // a second approval (a resubmission) pays nothing more
    await a.post('/api/Member/personAuth', {
      name: '李四',
      idcard: '440524198801010011',
      cardfrt: await image(),
      cardrvs: await image(),
    });
    const again = await op.post<{ listItem: Array<{ id: number; mobile: string }> }>('/api/Admin/authList', {
      kind: 'person',
      pageSize: 100,
    });
    await op.post('/api/Admin/authReview', {
      kind: 'person',
      id: again.body.data!.listItem.find((x) => x.mobile === mobile)!.id,
      pass: true,
    });
    expect(await info(inviter.a)).toMatchObject({ invitcoins: 20, coins: 20 });
    const bills = await inviter.a.post<{ listItem: Array<{ type: string; amount: number }> }>(
      '/api/Bills/transaction',
      { type: 'invite_reward' },
    );
    expect(bills.body.data!.listItem.map((b) => b.amount)).toEqual([20]);
  });
});
