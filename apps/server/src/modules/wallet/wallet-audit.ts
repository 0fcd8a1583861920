import type { Db } from '../../db/client.ts';
import { moneyText } from '../../lib/money.ts';
import {
  type AccountKind,
  auditLedger,
  crossCheckLedger,
  ledgerTotals,
  readOnlySnapshot,
} from './wallet-repository.ts';

/**
 * The whole ledger checked from outside the code that posts to it (issue 29): `npm run audit:ledger`
 * (cli/audit-ledger.ts), the console's 账本核对 (`Admin/ledgerAudit`) and the end of the load bench run
 * the same function. Every rule of `auditLedger` (each transaction and the whole ledger sum to zero, each
 * account's balance is its entries' sum and its last balance_after, the chain of balances, no negative
 * member or platform balance, members' cached coins and invite rewards) plus `crossCheckLedger` (top-ups
 * ↔ paid recharge orders, withdrawals in flight ↔ waiting requests), read in one snapshot.
 */
export interface LedgerAudit {
  clean: boolean;
  /** What is wrong, one line each (English, for the operators and the logs). */
  problems: string[];
  totals: Awaited<ReturnType<typeof ledgerTotals>>;
  checkedAt: Date;
}

export async function auditWholeLedger(db: Db): Promise<LedgerAudit> {
  return db.transaction(async (tx) => {
    // one snapshot for every query: a posting committed in between cannot look like an imbalance
    await readOnlySnapshot(tx);
    const problems = [...(await auditLedger(tx)), ...(await crossCheckLedger(tx))];
    const totals = await ledgerTotals(tx);
    return { clean: problems.length === 0, problems, totals, checkedAt: new Date() };
  });
}

const kindNames: Record<AccountKind, string> = {
  member_available: 'members available',
  member_escrow: 'members escrow',
  withdrawals_in_flight: 'withdrawals in flight',
  platform_revenue: 'platform revenue',
  alipay_clearing: 'Alipay clearing',
  wechatpay_clearing: 'WeChat Pay clearing',
  invite_rewards_expense: 'invite rewards expense',
};

/** The audit as lines of text: a summary, then each problem. */
export function auditLines(a: LedgerAudit): string[] {
  const t = a.totals;
  const money = (fen: number) => `${fen < 0 ? '-' : ''}${moneyText(Math.abs(fen))}`;
  const balances = (Object.keys(kindNames) as AccountKind[]).map(
    (k) => `  ${kindNames[k].padEnd(24)} ${money(t.balances[k] ?? 0)}`,
  );
  return [
    `ledger audit ${a.checkedAt.toISOString()}: ${a.clean ? 'clean' : `${a.problems.length} problem(s)`}`,
    `  ${t.accounts} accounts, ${t.transactions} transactions, ${t.entries} entries; entries sum to ${t.net} fen`,
    `  ${t.paidOrders} paid recharge orders, ${t.waitingCash} withdrawal requests waiting`,
    ...balances,
    ...a.problems.map((p) => `PROBLEM ${p}`),
  ];
}
