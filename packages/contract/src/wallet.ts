import { cardno, isoDate, multiLineText, page, pageSize, singleLineText, smsCode } from './common/fields.ts';
import { yuan } from './common/money.ts';
import { z } from './common/zod.ts';
import { CashState } from './common/states.ts';
import { cashStateSchema, rechargeStateSchema } from './common/state-schemas.ts';
import type { CallDef } from './common/call.ts';
import { emptySchema } from './common/envelope.ts';
import { operatorsOnly, ownerOnly } from './common/access.ts';
import { type BillSubjectKind, type BillType, billSubjectKinds, billTypes } from './values/wallet.ts';
export * from './values/wallet.ts';

/**
 * The coin wallet (DESIGN §5 Wallet). Amounts on the wire are yuan (numbers, at most two decimals);
 * request amounts arrive at the server as fen through `yuan()`.
 */

/** The 6-digit pay password, needed for every payment out of the wallet and every withdrawal. */
export const paycode = z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码为6位数字');

/** `Member/walletInfo`: balances and what the wallet screens need to know. */
export const walletInfo = z.object({
  cardno,
  /** Available coins (= `userInfo.coins`). */
  coins: z.number(),
  /** Held in escrow for the member's tasks and projects. */
  escrow: z.number(),
  /** Withdrawals requested and not yet paid or rejected. */
  withdrawing: z.number(),
  /**
   * 待结算: what others hold in escrow to pay this member (a designer's fee, a factory's stages) until
   * they accept; before the platform's service fee.
   */
  pending: z.number(),
  invitcoins: z.number(),
  invitcoins_dsnr: z.number(),
  invitcoins_bsns: z.number(),
  invitpples: z.number().int(),
  ispaycode: z.boolean(),
  /** ISO time until which paying is locked after 5 wrong pay passwords; '' when not locked. */
  paylockedUntil: z.string(),
  /** The real name (or business name) a withdrawal account must be in; '' before verification. */
  holder: z.string(),
  /**
   * A company's only withdrawal account: its verified business bank account (issue 33, decision 056);
   * null for a member who is not a company.
   */
  companyBank: z.object({ bank: z.string(), no: z.string() }).nullable(),
  /** Withdrawal limits (settings), in yuan, and what is left of today's maximum. */
  cashMin: z.number(),
  cashDailyMax: z.number(),
  cashTodayLeft: z.number(),
  /** The invite rewards (settings), in yuan, per verified designer and per verified business invitee. */
  inviteDesigner: z.number(),
  inviteBusiness: z.number(),
});
export type WalletInfo = z.infer<typeof walletInfo>;

const billType = z.enum(Object.keys(billTypes) as [BillType, ...BillType[]], { error: '账单类型不正确' });

export const transactionBody = z
  .object({
    page,
    pageSize,
    type: billType.optional(),
    /** China dates, inclusive. */
    sdate: isoDate.optional(),
    edate: isoDate.optional(),
  })
  .refine((b) => !b.sdate || !b.edate || b.sdate <= b.edate, {
    path: ['edate'],
    message: '结束日期不能早于开始日期',
  });

export const billSubject = z.object({
  kind: z.enum(Object.keys(billSubjectKinds) as [BillSubjectKind, ...BillSubjectKind[]]),
  id: z.number().int(),
  title: z.string(),
});
export type BillSubject = z.infer<typeof billSubject>;

/**
 * One movement of the member's money (docs/domains/wallet.md, Bills): one line per posting that touched
 * any of the member's balances, never one per account, so that paying into escrow reads once.
 */
export const billItem = z.object({
  /** The posting's id. */
  id: z.number().int(),
  type: billType,
  typeName: z.string(),
  /**
   * The balance this line is about: `available` when the member's available coins moved, else `escrow`
   * (money the member paid in, released or given back) or `withdrawing`.
   */
  account: z.enum(['available', 'escrow', 'withdrawing']),
  /** Signed yuan of the member's available coins: + in, − out; 0 when only held money moved. */
  amount: z.number(),
  /** The available coins after this line (the newest line's equals `userInfo.coins`). */
  balance: z.number(),
  /** Signed yuan of the member's own money held in escrow (托管中): + paid in, − released or returned. */
  held: z.number(),
  /** The member's money held in escrow after this line (the newest line's equals `walletInfo.escrow`). */
  heldBalance: z.number(),
  /** Signed yuan of the member's withdrawals in flight (提现中). */
  withdrawing: z.number(),
  /**
   * On the receiving side of a settlement (a release, a complaint's share, a model sale): the gross
   * amount, the platform's service fee and the net credited (= `amount`); null on other lines.
   */
  settle: z.object({ gross: z.number(), fee: z.number(), net: z.number() }).nullable(),
  /** The task, project or model the money is for; null for top-ups, withdrawals and rewards. */
  subject: billSubject.nullable(),
  /** The other side, in words (支付宝, 托管, 平台佣金, 某会员 …). */
  counterpart: z.string(),
  /** The order the movement belongs to (a recharge `out_trade_no`, a task or project number …). */
  orders: z.string(),
  memo: z.string(),
  dates: z.string(),
  times: z.string(),
});
export const transactionData = z.object({
  listItem: z.array(billItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * `Bills/escrow` (托管中): money in escrow that concerns the member, order by order — on the payer's side
 * what the member paid in and is still held (`held`, = `walletInfo.escrow`), on the receiver's side what
 * others hold to pay the member on acceptance (`pending`, 待结算, before the service fee).
 */
export const escrowItem = z.object({
  side: z.enum(['payer', 'payee']),
  orders: z.string(),
  amount: z.number(),
  subject: billSubject.nullable(),
});
export const escrowData = z.object({
  held: z.number(),
  pending: z.number(),
  listItem: z.array(escrowItem),
});

/** Top-up presets shown on `/personCenter/charging`, in yuan. */
export const topUpPresets = [100, 500, 1000, 2000, 5000, 10000] as const;
export const TOPUP_MAX_FEN = 5_000_000; // ¥50,000 per order

export const getPayLinkBody = z.object({
  amount: yuan('充值金额', { minFen: 1, maxFen: TOPUP_MAX_FEN }),
});
export const getPayLinkData = z.object({
  /** The recharge order number, Alipay's `out_trade_no`. */
  orders: z.string(),
  amount: z.number(),
  /** Alipay's page-pay URL (the dev simulator's in development). */
  payUrl: z.string(),
  /** ISO time after which the order can no longer be paid. */
  expireAt: z.string(),
});

export const orderInfoBody = z.object({ orders: singleLineText('订单号').min(1, '缺少订单号').max(64) });
export const orderInfoData = z.object({
  orders: z.string(),
  amount: z.number(),
  status: rechargeStateSchema,
  expireAt: z.string(),
  /** ISO time the payment was confirmed; '' until then. */
  paidAt: z.string(),
  /** The member's available coins now. */
  coins: z.number(),
});

/** WeChat Pay's ways to pay (docs/domains/wechat-pay.md): a QR code, a phone browser, inside WeChat. */
export const wechatTradeTypes = ['native', 'h5', 'jsapi'] as const;
export const wechatPayLinkBody = z.object({
  amount: yuan('充值金额', { minFen: 1, maxFen: TOPUP_MAX_FEN }),
  tradeType: z.enum(wechatTradeTypes, { error: '请选择支付方式' }),
});
export const wechatPayLinkData = z.object({
  /** The recharge order number, WeChat Pay's `out_trade_no` (`W…`). */
  orders: z.string(),
  amount: z.number(),
  tradeType: z.enum(wechatTradeTypes),
  /** ISO time after which the order can no longer be paid. */
  expireAt: z.string(),
  /** Native: the text of the QR code to show ('' otherwise). */
  codeUrl: z.string(),
  /** H5: the WeChat Pay page to send the phone browser to, returning to the result page ('' otherwise). */
  h5Url: z.string(),
  /** JSAPI: the signed parameters of `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` (null otherwise). */
  jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.string(),
      paySign: z.string(),
    })
    .nullable(),
});
export const wechatPayOptionsData = z.object({
  /** WeChat Pay can be offered (configured, or the local fake in development). */
  available: z.boolean(),
});

export const setPaymentBody = z.object({
  paycode,
  /** An SMS code of type `paycode` sent to the member's own mobile. */
  code: smsCode,
});
export const setPaymentData = z.object({ ispaycode: z.literal(true) });

export const cashAccount = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('alipay'),
      /** The Alipay login: a mobile or an email. */
      no: singleLineText('支付宝账号', { error: '请输入支付宝账号' }).regex(
        /^(1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,20})$/,
        '支付宝账号应为手机号或邮箱',
      ),
    }),
    z.object({
      type: z.literal('bank'),
      bank: singleLineText('开户银行', { error: '请输入开户银行' })
        .min(4, '开户银行至少4个字')
        .max(60, '开户银行最多60个字'),
      no: z
        .string({ error: '请输入银行卡号' })
        .transform((s) => s.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,30}$/, '银行卡号应为12到30位数字')),
    }),
  ],
  { error: '请选择提现账户类型' },
);

export const cashPostBody = z.object({
  amount: yuan('提现金额'),
  paycode,
  account: cashAccount,
});

/** 0 waiting for the operator, 1 paid, 2 rejected (coins returned). */
export const cashItem = z.object({
  id: z.number().int(),
  orders: z.string(),
  amount: z.number(),
  type: z.enum(['alipay', 'bank']),
  bank: z.string(),
  /** Masked for the member, in full for operators. */
  no: z.string(),
  holder: z.string(),
  checked: z.number().int(),
  /** The payment reference when paid. */
  ref: z.string(),
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
});
export const cashListBody = z.object({ page, pageSize });
export const cashListData = z.object({
  listItem: z.array(cashItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminCashListBody = z.object({
  checked: cashStateSchema.default(CashState.waiting),
  page,
  pageSize,
});
export const adminCashItem = cashItem.extend({ cardno, mobile: z.string() });
export const adminCashListData = z.object({
  listItem: z.array(adminCashItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const cashReviewBody = z
  .object({
    id: z.number().int().positive(),
    pass: z.boolean({ error: '请选择已打款或驳回' }),
    /** The bank or Alipay transfer reference, required when marking paid. */
    ref: singleLineText('打款流水号').max(64, '打款流水号最多64个字符').default(''),
    reason: multiLineText('原因').max(200, '原因最多200个字').default(''),
  })
  .refine((b) => !b.pass || b.ref.length >= 4, { path: ['ref'], message: '请填写打款流水号（至少4位）' })
  .refine((b) => b.pass || b.reason.length >= 2, {
    path: ['reason'],
    message: '驳回时请填写原因（至少2个字）',
  });

/**
 * The member's wallet, top-ups and withdrawals (`Member/walletInfo`, `Member/setPayment` among them), and
 * the operators' withdrawal queue (`Admin/cash*`).
 */
/** The ledger's accounts by kind, with their names in the console. */
export const ledgerAccountLabels = {
  member_available: '会员可用余额',
  member_escrow: '会员托管中',
  withdrawals_in_flight: '提现处理中',
  platform_revenue: '平台服务费收入',
  alipay_clearing: '支付宝清算',
  wechatpay_clearing: '微信支付清算',
  invite_rewards_expense: '邀请奖励支出',
} as const;

/**
 * `Admin/ledgerAudit` (operators): the whole ledger audited now, the same check as `npm run audit:ledger`
 * and the end of the load bench. `problems` are the audit's own lines (English, as in the logs), at most
 * `ledgerAuditShown` of them; `total` counts them all.
 */
export const ledgerAuditData = z.object({
  clean: z.boolean(),
  problems: z.array(z.string()),
  total: z.number().int(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  paidOrders: z.number().int(),
  waitingCash: z.number().int(),
  /** The sum of each kind of account, in yuan (the clearing and expense accounts go below zero). */
  balances: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number() })),
  checkedAt: z.string(),
});
export type LedgerAuditData = z.infer<typeof ledgerAuditData>;
export const ledgerAuditShown = 200;

export const walletCalls = {
  'Member/walletInfo': {
    method: 'POST',
    path: '/api/Member/walletInfo',
    summary: '我的钱包：余额、托管中、提现中、邀请奖励与提现限额',
    body: emptySchema.optional(),
    data: walletInfo,
    auth: true,
  },
  'Member/setPayment': {
    method: 'POST',
    path: '/api/Member/setPayment',
    summary: '设置或重设支付密码（需短信验证码）',
    body: setPaymentBody,
    data: setPaymentData,
    auth: true,
  },
  'Bills/transaction': {
    method: 'POST',
    path: '/api/Bills/transaction',
    summary: '账单明细',
    body: transactionBody,
    data: transactionData,
    auth: true,
  },
  'Bills/escrow': {
    method: 'POST',
    path: '/api/Bills/escrow',
    summary: '托管中：我托管的款项与待结算给我的款项（按订单）',
    body: emptySchema.optional(),
    data: escrowData,
    auth: true,
  },
  'Alipay/getPayLink': {
    method: 'POST',
    path: '/api/Alipay/getPayLink',
    summary: '创建充值订单并返回支付宝支付链接',
    body: getPayLinkBody,
    data: getPayLinkData,
    auth: true,
  },
  'Alipay/orderInfo': {
    method: 'POST',
    path: '/api/Alipay/orderInfo',
    summary: '充值订单状态（支付返回页）',
    body: orderInfoBody,
    data: orderInfoData,
    auth: true,
    access: { object: 'order', field: 'orders', expect: { pending: ownerOnly, closed: ownerOnly } },
  },
  'WechatPay/options': {
    method: 'POST',
    path: '/api/WechatPay/options',
    summary: '微信支付是否可用（充值页据此显示微信支付）',
    body: emptySchema.optional(),
    data: wechatPayOptionsData,
    auth: true,
  },
  'WechatPay/getPayLink': {
    method: 'POST',
    path: '/api/WechatPay/getPayLink',
    summary: '创建充值订单并返回微信支付的二维码链接、H5 链接或 JSAPI 参数',
    body: wechatPayLinkBody,
    data: wechatPayLinkData,
    auth: true,
  },
  'WechatPay/orderInfo': {
    method: 'POST',
    path: '/api/WechatPay/orderInfo',
    summary: '微信支付充值订单状态（二维码页与支付返回页轮询）',
    body: orderInfoBody,
    data: orderInfoData,
    auth: true,
    access: { object: 'wechatOrder', field: 'orders', expect: { pending: ownerOnly, closed: ownerOnly } },
  },
  'Applycash/postNew': {
    method: 'POST',
    path: '/api/Applycash/postNew',
    summary: '申请提现',
    body: cashPostBody,
    data: cashItem,
    auth: true,
  },
  'Applycash/list': {
    method: 'POST',
    path: '/api/Applycash/list',
    summary: '我的提现记录',
    body: cashListBody,
    data: cashListData,
    auth: true,
  },
  'Admin/cashList': {
    method: 'POST',
    path: '/api/Admin/cashList',
    summary: '提现审核队列',
    body: adminCashListBody,
    data: adminCashListData,
    auth: true,
    admin: true,
  },
  'Admin/ledgerAudit': {
    method: 'POST',
    path: '/api/Admin/ledgerAudit',
    summary: '账本核对：整本账的借贷平衡、余额与充值、提现记录',
    body: emptySchema.optional(),
    data: ledgerAuditData,
    auth: true,
    admin: true,
  },
  'Admin/cashReview': {
    method: 'POST',
    path: '/api/Admin/cashReview',
    summary: '提现标记已打款或驳回（驳回退回余额）',
    body: cashReviewBody,
    data: adminCashItem,
    auth: true,
    admin: true,
    access: {
      object: 'cash',
      with: { pass: false, reason: '账户信息有误' },
      expect: { waiting: operatorsOnly },
    },
  },
} as const satisfies Record<string, CallDef>;
