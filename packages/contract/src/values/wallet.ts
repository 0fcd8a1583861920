/**
 * The plain values of the wallet (names, lists, limits): no zod and no schema here, so that a
 * page can name them without loading the contract's schemas. `wallet.ts` re-exports them.
 */

/** A new pay password that a stranger tries first: one digit repeated, or a straight run up or down. */
export function paycodeTooSimple(code: string): boolean {
  if (/^(\d)\1{5}$/.test(code)) return true;
  const steps = [...code].slice(1).map((c, i) => Number(c) - Number(code[i]));
  return steps.every((d) => d === 1) || steps.every((d) => d === -1);
}

/** Ledger movement kinds as bill types, with their Chinese names. */
export const billTypes = {
  topup: '充值',
  hold: '托管付款',
  release: '托管结算',
  refund: '托管退款',
  withdraw: '提现申请',
  withdraw_paid: '提现到账',
  withdraw_reject: '提现退回',
  invite_reward: '邀请奖励',
  purchase: '购买与销售',
  split: '托管分配',
} as const;
export type BillType = keyof typeof billTypes;

/** What a bill line is about: the task, project or 3D model of its order, for a link and a title. */
export const billSubjectKinds = {
  task: '设计任务',
  project: '搭建项目',
  model: '3D模型',
  contest: '悬赏比稿',
} as const;
export type BillSubjectKind = keyof typeof billSubjectKinds;

/** Where a withdrawal is paid: an Alipay account or a bank account, in the member's verified name. */
export const cashAccountTypes = { alipay: '支付宝', bank: '银行卡' } as const;
