import type { StaffRole } from '@hz/contract/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { type Member, member } from '../../../test/people.ts';
import { callsOf, fileApp } from '../../../test/test-app.ts';
import { pdf, uploadForm } from '../../../test/uploads.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';

/**
 * 发票 (issue 33 point 4), on both databases: the invoiceable amounts per source, the prefill from the
 * business verification, the refusals over the amount (two at once included), the operator's issue and
 * refusal, the message, the download (the company's own only) and the staff roles.
 */
const { t, op, wallet } = fileApp();
const { ok, refused, call } = callsOf('Invoice');
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

let serial = 0;
const TAXNO = '91310000MA1FL1234X';

/** A business-verified company with its verification row (the invoicing details). */
async function company() {
  const c = await member(t, { business: true, company: '上海某某会展服务有限公司' });
  await t.database.query(
    `INSERT INTO business_auths (member_id, name, mobile, tlphone, cardfrt, cardrvs, bstype, btitle, bcerts,
       bdate, bprov, bcity, bstrt, receipt, fultitle, taxorder, bkname, bkorder, mprov, mcity, mstrt, maddr, checked)
     VALUES ($1, '王五', '13912345678', '021-12345678', '', '', '有限责任公司', '上海某某会展服务有限公司', '',
       '2020-01-01', '上海市', '上海市', '浦东新区', 'vat', '上海某某会展服务有限公司', $2, '招商银行上海分行',
       '6225880212345678', '上海市', '上海市', '浦东新区', '世纪大道100号', 1)`,
    [c.id, TAXNO],
  );
  return c;
}

/** A paid top-up of `fen` (the order as the Alipay notify leaves it, and its posting). */
async function paidTopUp(m: Member, fen: number) {
  serial += 1;
  await t.database.query(
    `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at, paid_at, trade_no)
     VALUES ($1, $2, $3, 'paid', now(), now(), $4)`,
    [`RTEST${m.id}x${serial}`, m.id, fen, `T${serial}`],
  );
  await wallet.topUp({ member: m.id, amount: fen, key: `invoice-test-topup:${m.id}:${serial}` });
}

/** `seller` sells for `fen` to a fresh buyer; the platform keeps `fee` fen. */
async function sale(seller: Member, fen: number, fee: number) {
  const buyer = await member(t);
  serial += 1;
  await wallet.topUp({ member: buyer.id, amount: fen, key: `invoice-test-buyer:${buyer.id}` });
  await wallet.purchase({
    buyer: buyer.id,
    seller: seller.id,
    amount: fen,
    sellerShare: fen - fee,
    key: `invoice-test-sale:${serial}`,
  });
  return buyer;
}

const body = (over: Record<string, unknown> = {}) => ({
  source: 'topup',
  kind: 'plain',
  amount: 100,
  title: '上海某某会展服务有限公司',
  taxno: TAXNO,
  ...over,
});

async function hire(owner: Member, roles: StaffRole[], name: string) {
  const m = await member(t);
  const inv = await ok<{ link: string }>(owner.a, 'Staff/invite', { mobile: m.mobile, name, roles });
  const token = new URL(inv.link, 'http://x').searchParams.get('token')!;
  await ok(m.a, 'Staff/inviteAccept', { token });
  return m;
}

async function pdfUpload() {
  const form = uploadForm('invoice', 'fapiao.pdf', pdf);
  const r = await op.post<{ id: string; private: boolean }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode).toBe('success');
  expect(r.body.data!.private).toBe(true);
  return r.body.data!.id;
}

/** The raw answer of a download (a PDF, or an error envelope). */
const download = (m: Member, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Invoice/download?id=${id}`,
    headers: { cookie: [...m.a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

interface Quota {
  verified: boolean;
  topup: { paid: number; invoiced: number; left: number };
  fee: { paid: number; invoiced: number; left: number };
  [k: string]: unknown;
}

describe('what a company can invoice', () => {
  it('counts paid top-ups and the fees withheld from its sales, less open and issued requests, and prefills the title', async () => {
    const c = await company();
    await paidTopUp(c, 300_00);
    // an unpaid order counts for nothing
    await t.database.query(
      `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at) VALUES ($1, $2, 99900, 'pending', now())`,
      [`RTESTPENDING${c.id}`, c.id],
    );
    const buyer = await sale(c, 1_000_00, 100_00);
    await sale(c, 500_00, 50_00);
    const q = await ok<Quota>(c.a, 'quota', {});
    expect(q).toMatchObject({
      verified: true,
      topup: { paid: 300, invoiced: 0, left: 300 },
      fee: { paid: 150, invoiced: 0, left: 150 },
      kind: 'vat',
      title: '上海某某会展服务有限公司',
      taxno: TAXNO,
      bank: '招商银行上海分行',
      account: '6225880212345678',
      address: '上海市上海市浦东新区世纪大道100号',
      phone: '021-12345678',
    });
    // the buyer paid the price, not the fee: nothing to invoice as fees
    const bq = await ok<Quota>(buyer.a, 'quota', {});
    expect(bq.fee.paid).toBe(0);
    expect(bq.verified).toBe(false);

    await ok(c.a, 'request', body({ amount: 120 }));
    await ok(c.a, 'request', body({ source: 'fee', amount: 50.5 }));
    const after = await ok<Quota>(c.a, 'quota', {});
    expect(after.topup).toEqual({ paid: 300, invoiced: 120, left: 180 });
    expect(after.fee).toEqual({ paid: 150, invoiced: 50.5, left: 99.5 });
  });

  it('refuses more than is left, per source, with a Chinese field error; an unverified member and bad fields too', async () => {
    const c = await company();
    await paidTopUp(c, 100_00);
    const over = await refused(c.a, 'request', body({ amount: 100.01 }), 'limit_exceeded');
    expect((over.data as { fields: Record<string, string> }).fields.amount).toBe(
      '开票金额超出可开票金额，充值还可开票100.00元',
    );
    await refused(
      c.a,
      'request',
      body({ source: 'fee', amount: 1 }),
      'limit_exceeded',
      '暂无可开票的平台服务费金额',
    );
    await ok(c.a, 'request', body({ amount: 100 }));
    await refused(c.a, 'request', body({ amount: 0.01 }), 'limit_exceeded', '暂无可开票的充值金额');

    const bad = await refused(
      c.a,
      'request',
      body({ kind: 'vat', taxno: '123', bank: '', account: '12ab' }),
      'invalid_params',
    );
    expect((bad.data as { fields: Record<string, string> }).fields).toMatchObject({
      taxno: '纳税人识别号应为18位统一社会信用代码',
      account: '银行账号应为8到30位数字',
    });
    const vat = await refused(c.a, 'request', body({ kind: 'vat' }), 'invalid_params');
    expect((vat.data as { fields: Record<string, string> }).fields).toMatchObject({
      bank: '专用发票请填写开户银行',
      account: '专用发票请填写银行账号',
      address: '专用发票请填写注册地址',
      phone: '专用发票请填写电话',
    });

    const person = await member(t, { person: true });
    await paidTopUp(person, 100_00);
    await refused(person.a, 'request', body(), 'not_verified', '开具发票需先完成企业认证');
  });

  it('50 requests at once against an amount that covers 10 succeed exactly 10 times', async () => {
    const c = await company();
    await paidTopUp(c, 100_00);
    const rs = await Promise.all(
      Array.from({ length: 50 }, () => call(c.a, 'request', body({ amount: 10 }))),
    );
    const codes = rs.map((r) => r.body.errCode);
    expect(codes.filter((x) => x === 'success')).toHaveLength(10);
    expect(codes.filter((x) => x === 'limit_exceeded')).toHaveLength(40);
    const [row] = await t.database.query<{ n: string }>(
      `SELECT SUM(amount) AS n FROM invoice_requests WHERE member_id = $1 AND state = 'open'`,
      [c.id],
    );
    expect(Number(row!.n)).toBe(100_00);
  });
});

describe('the operators’ queue', () => {
  it('issues with a PDF and a number; the company is told and downloads its own PDF, others get 404', async () => {
    const c = await company();
    await paidTopUp(c, 500_00);
    const r = await ok<{ id: number; orders: string; state: string; download: string }>(
      c.a,
      'request',
      body({
        kind: 'vat',
        amount: 200,
        bank: '招商银行上海分行',
        account: '6225 8802 1234 5678',
        address: '上海市浦东新区世纪大道100号',
        phone: '021-12345678',
      }),
    );
    expect(r).toMatchObject({ state: 'open', download: '' });
    // not yet issued: nothing to download
    expect((await c.a.get(`/api/Invoice/download?id=${r.id}`)).body.errCode).toBe('not_found');

    const queue = await ok<{ listItem: { id: number; account: string; company: string }[] }>(
      op,
      'Admin/invoiceList',
      { state: 'open', pageSize: 100 },
    );
    const inQueue = queue.listItem.find((x) => x.id === r.id)!;
    expect(inQueue).toMatchObject({ account: '6225880212345678', company: '上海某某会展服务有限公司' });

    // a member cannot work the queue; a number that is not one is refused
    await refused(c.a, 'Admin/invoiceIssue', { id: r.id, invoiceNo: '12345678' }, 'forbidden');
    await refused(op, 'Admin/invoiceIssue', { id: r.id }, 'invalid_params', /请上传发票PDF或填写发票号码/);
    await refused(op, 'Admin/invoiceIssue', { id: r.id, invoiceNo: '123' }, 'invalid_params');
    // a file that is not the operator's own invoice upload
    const other = uploadForm('contract', 'c.pdf', pdf);
    const notInvoice = await c.a.post<{ id: string }>('/api/Upload/file', other.payload, other.headers);
    await refused(op, 'Admin/invoiceIssue', { id: r.id, fileId: notInvoice.body.data!.id }, 'invalid_params');

    const fileId = await pdfUpload();
    const no = '26312000000012345678';
    const issued = await ok<{ state: string; invoiceNo: string; file: string }>(op, 'Admin/invoiceIssue', {
      id: r.id,
      invoiceNo: no,
      fileId,
    });
    expect(issued).toMatchObject({ state: 'issued', invoiceNo: no, file: `/files/${fileId}` });
    await refused(op, 'Admin/invoiceRefuse', { id: r.id, reason: '重复处理' }, 'state_conflict');

    const mine = await ok<{ listItem: { id: number; state: string; download: string }[] }>(c.a, 'list', {});
    expect(mine.listItem[0]).toMatchObject({
      id: r.id,
      state: 'issued',
      download: `/api/Invoice/download?id=${r.id}`,
    });
    const res = await download(c, r.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const stranger = await company();
    const theirs = await stranger.a.get(`/api/Invoice/download?id=${r.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errCode).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/download?id=${r.id}` })).statusCode).toBe(
      401,
    );

    const [msg] = await t.database.query<{ title: string; conts: string }>(
      'SELECT title, conts FROM messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [c.id],
    );
    expect(msg).toMatchObject({ title: '发票已开具' });
    expect(msg!.conts).toContain(no);
    const audit = await ok<{ listItem: { action: string }[] }>(op, 'Admin/auditList', {
      action: 'invoice.issue',
    });
    expect(audit.listItem.length).toBeGreaterThan(0);
  });

  it('refuses with a reason: the company is told and the amount can be asked for again', async () => {
    const c = await company();
    await paidTopUp(c, 100_00);
    const r = await ok<{ id: number }>(c.a, 'request', body({ amount: 100 }));
    await refused(op, 'Admin/invoiceRefuse', { id: r.id, reason: '' }, 'invalid_params');
    const done = await ok<{ state: string; reason: string }>(op, 'Admin/invoiceRefuse', {
      id: r.id,
      reason: '抬头与企业认证不符',
    });
    expect(done).toMatchObject({ state: 'refused', reason: '抬头与企业认证不符' });
    const [msg] = await t.database.query<{ title: string; conts: string }>(
      'SELECT title, conts FROM messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [c.id],
    );
    expect(msg!.title).toBe('发票申请未通过');
    expect(msg!.conts).toContain('抬头与企业认证不符');
    expect((await ok<Quota>(c.a, 'quota', {})).topup.left).toBe(100);
    await ok(c.a, 'request', body({ amount: 100 }));
    await refused(op, 'Admin/invoiceIssue', { id: r.id, invoiceNo: '12345678' }, 'state_conflict');
    await refused(op, 'Admin/invoiceRefuse', { id: 99_999_999, reason: '不存在的申请' }, 'not_found');
  });
});

describe('staff', () => {
  it('财务 asks for the company and is named; a 报价 member may not; the download follows the role', async () => {
    const c = await company();
    await paidTopUp(c, 100_00);
    const finance = await hire(c, ['finance'], '李四');
    const quoter = await hire(c, ['quote'], '张三');
    const r = await ok<{ id: number; requestedBy: string }>(finance.a, 'request', body({ amount: 40 }));
    expect(r.requestedBy).toBe('李四（财务）');
    const [row] = await t.database.query<{ member_id: string; actor_id: string }>(
      'SELECT member_id, actor_id FROM invoice_requests WHERE id = $1',
      [r.id],
    );
    expect(Number(row!.member_id)).toBe(c.id);
    expect(Number(row!.actor_id)).toBe(finance.id);
    for (const name of ['quota', 'request', 'list'])
      await refused(quoter.a, name, body(), 'forbidden', '此操作需要公司「财务」角色，请联系公司管理员');
    await ok(op, 'Admin/invoiceIssue', { id: r.id, fileId: await pdfUpload() });
    expect((await download(finance, r.id)).statusCode).toBe(200);
    const q = await quoter.a.get(`/api/Invoice/download?id=${r.id}`);
    expect(q.body.errCode).toBe('forbidden');
    // the owner (管理员) sees the staff member's request
    const list = await ok<{ listItem: { id: number }[] }>(c.a, 'list', {});
    expect(list.listItem.map((x) => x.id)).toEqual([r.id]);
  });
});
