import { CashState, cashStateLabels, cashStateValues } from '@hz/contract/common/states';
import { itemLinks } from '@hz/contract/common/links';
import { yuanToFen } from '@hz/contract/values/money';
import type { BillSubject } from '@hz/contract/wallet';
import { type BillType, billSubjectKinds, billTypes, cashAccountTypes } from '@hz/contract/values/wallet';
import type { FormRule } from 'antd';
import { href, paths } from '../../../config/paths.ts';
import { formatYuan } from '../../../lib/format.ts';
import { yuanText as plainYuanText } from '../../../lib/numbers.ts';

/** How the wallet screens word bill lines, withdrawals and amounts. */

/** The Select options of the bill types, in the contract's order. */
export const billTypeOptions = (Object.entries(billTypes) as [BillType, string][]).map(([value, label]) => ({
  value,
  label,
}));

export const isBillType = (v: string | null): v is BillType => v !== null && Object.hasOwn(billTypes, v);

/** A real calendar date written `YYYY-MM-DD`. */
function isDate(v: string | null): v is string {
  if (v === null || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export interface BillFilters {
  type?: BillType;
  sdate?: string;
  edate?: string;
  page: number;
}

/** `/personCenter/tradeList?type=topup&sdate=…&edate=…&page=2`; anything malformed is left out. */
export function readBillFilters(params: URLSearchParams): BillFilters {
  const type = params.get('type');
  const s = params.get('sdate');
  const e = params.get('edate');
  const sdate = isDate(s) ? s : undefined;
  let edate = isDate(e) ? e : undefined;
  if (sdate && edate && edate < sdate) edate = undefined;
  const p = Number(params.get('page'));
  return {
    type: isBillType(type) ? type : undefined,
    sdate,
    edate,
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}

/** The query string of a bill list; the first page and empty filters are left out. */
export function billFiltersQuery(f: BillFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.type) q.set('type', f.type);
  if (f.sdate) q.set('sdate', f.sdate);
  if (f.edate) q.set('edate', f.edate);
  if (f.page > 1) q.set('page', String(f.page));
  return q;
}

/** Tag colours of the withdrawal states (`CashState`); the words are the contract's. */
const cashStateColors = {
  [CashState.waiting]: 'processing',
  [CashState.paid]: 'success',
  [CashState.rejected]: 'error',
} as const satisfies Record<CashState, string>;

const isCashState = (v: number): v is CashState => (cashStateValues as readonly number[]).includes(v);

/** The tag of a withdrawal's `checked`; an unknown one reads as waiting. */
export function cashState(checked: number) {
  const s = isCashState(checked) ? checked : CashState.waiting;
  return { text: cashStateLabels[s], color: cashStateColors[s] };
}

/** `支付宝 138****0000` or `银行卡 招商银行 6225 **** 1234`. */
export function cashAccountText(a: { type: 'alipay' | 'bank'; bank: string; no: string }): string {
  return [cashAccountTypes[a.type], a.type === 'bank' ? a.bank : '', a.no].filter(Boolean).join(' ');
}

/**
 * `¥1,234.50`, without Intl (lib/numbers.ts): the person centre's pages are rendered on the server and
 * hydrated (decision 066), and a page's first Intl call initialises ICU, ~300 ms on Lighthouse's phone.
 */
export const yuanText = (amount: number) => plainYuanText(amount);

/** A signed amount: `+¥4,800.00`, `-¥4,800.00`, `¥0.00`. */
export const signedYuanText = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${plainYuanText(Math.abs(amount))}`;

/** Where a bill line's subject lives: a task's, a project's, a model's or a contest's page. */
export function billSubjectLink(s: BillSubject): string {
  // a contest's page comes with the contests' web slice (issue 30); its link is the contract's
  if (s.kind === 'contest') return itemLinks.contest(s.id);
  const path = { task: paths.publishDetail, project: paths.workDetail, model: paths.modelDetail }[s.kind]
    .path;
  return href(path, { id: s.id });
}

/** `设计任务「…」`: a bill line's subject in words. */
export const billSubjectText = (s: BillSubject) => `${billSubjectKinds[s.kind]}「${s.title}」`;

interface BillMoves {
  type: BillType;
  amount: number;
  held: number;
  withdrawing: number;
  settle: { gross: number; fee: number; net: number } | null;
}

/**
 * What a bill line did to the member's money, in words (issue 27): the settlement's gross, fee and net;
 * money paid into escrow, paid out of it or given back; a withdrawal in flight. '' when the amount says it.
 */
export function billNote(b: BillMoves): string {
  if (b.settle) {
    return `实得 ${yuanText(b.settle.net)}（总额 ${yuanText(b.settle.gross)}，平台服务费 ${yuanText(b.settle.fee)}）`;
  }
  if (b.held > 0) return `转入平台托管 ${yuanText(b.held)}，验收后支付给对方`;
  if (b.held < 0) {
    const out = -b.held;
    if (b.amount <= 0) return `托管款 ${yuanText(out)} 已支付给对方`;
    if (b.amount >= out) return `托管款 ${yuanText(out)} 已退回余额`;
    return `托管款 ${yuanText(out)}：退回余额 ${yuanText(b.amount)}，支付给对方 ${yuanText(out - b.amount)}`;
  }
  if (b.withdrawing > 0) return `转入提现中 ${yuanText(b.withdrawing)}，等待平台打款`;
  if (b.withdrawing < 0 && b.amount === 0) return `提现 ${yuanText(-b.withdrawing)} 已打款到您的账户`;
  if (b.withdrawing < 0) return `提现 ${yuanText(-b.withdrawing)} 未通过，已退回余额`;
  return '';
}

/**
 * Rules of an amount typed as text: at most two decimals, between `minFen` and `maxFen` (when given),
 * parsed from its decimal text like the server does, never by float arithmetic.
 */
export function amountRules(
  label: string,
  limits: () => { minFen?: number; maxFen?: number; maxText?: string },
): FormRule[] {
  return [
    { required: true, whitespace: true, message: `请输入${label}` },
    {
      validator: (_, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (!text) return Promise.resolve();
        const fen = yuanToFen(text);
        if (fen === null) return Promise.reject(new Error(`${label}应为数字，最多两位小数`));
        const { minFen = 1, maxFen, maxText } = limits();
        if (fen < minFen) return Promise.reject(new Error(`${label}不能少于${formatYuan(minFen / 100)}元`));
        if (maxFen !== undefined && fen > maxFen) {
          return Promise.reject(new Error(maxText ?? `${label}不能超过${formatYuan(maxFen / 100)}元`));
        }
        return Promise.resolve();
      },
    },
  ];
}

/** Yuan (a wire number with at most two decimals) to fen, exactly. */
export const toFen = (amount: number) => Math.round(amount * 100);

/** Fen to the plain decimal text of the amount field: 30000 → `300`, 12345 → `123.45`. */
export function fenText(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const rest = fen % 100;
  return rest === 0 ? String(yuan) : `${yuan}.${String(rest).padStart(2, '0')}`;
}
