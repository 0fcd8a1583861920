import { DepositState } from '@hz/contract/common/states';
import { type DepositItem, type DepositKind, depositKinds } from '@hz/contract/projects';
import type { VenueFee } from '../../db/schema/projects.ts';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { type ProjectDeal, type ProjectDeps, projectVisible } from './projects-deal.ts';
import * as repo from './projects-repository.ts';

/**
 * The venue deposits of a signed build project (施工押金, 清洁押金; decision 038): which the awarded
 * quotation lists and who pays each, and what that payer recorded — paid, then returned in full, in part
 * or withheld. The money goes to the venue outside the platform: nothing here touches the wallet.
 */

/** A venue fee that is a deposit (施工押金, 清洁押金; decision 038). */
export const isDeposit = (f: VenueFee): f is VenueFee & { kind: DepositKind } =>
  (depositKinds as readonly string[]).includes(f.kind);

export type Side = 'client' | 'factory';
export const sideName = { client: '客户', factory: '工厂' } as const;

/** The viewer's side; a stranger gets `not_found` on a hidden project, `forbidden` on a public one. */
export function depositSide(deal: ProjectDeal, p: repo.ProjectRow, m: { id: number }): Side {
  const side = deal.sideOf(p, m);
  if (side) return side === 'client' ? 'client' : 'factory';
  if (!projectVisible(p)) throw deal.refuse.notFound();
  throw deal.refuse.forbidden('只有项目双方可以查看押金记录');
}

export function signedOnly(deal: ProjectDeal, p: repo.ProjectRow) {
  if (p.contctck !== 1) throw deal.refuse.state('双方签约后才能记录场馆押金');
}

/** The deposits of the awarded quotation (kind, payer, quoted amount in fen). */
export async function feesOf(tx: Tx, p: repo.ProjectRow) {
  if (!p.quoteId) return [];
  const q = await repo.findQuote(tx, p.quoteId);
  return (q?.content.fees ?? []).filter(isDeposit);
}

export async function view(
  tx: Tx,
  p: repo.ProjectRow,
  side: Side,
  known?: Awaited<ReturnType<typeof feesOf>>,
) {
  const fees = known ?? (await feesOf(tx, p));
  const rows = new Map((await repo.depositsOf(tx, p.id)).map((r) => [r.kind, r]));
  const listItem: DepositItem[] = fees.map((f) => {
    const r = rows.get(f.kind);
    const at = r ? chinaParts(r.updatedAt) : undefined;
    return {
      kind: f.kind,
      payer: f.payer,
      quoted: f.amount / 100,
      state: r?.state ?? DepositState.unpaid,
      amount: (r?.amount ?? 0) / 100,
      paydate: r?.paydate ?? '',
      back: (r?.back ?? 0) / 100,
      backdate: r?.backdate ?? '',
      reason: r?.reason ?? '',
      mine: f.payer === side,
      dates: at?.date ?? '',
      times: at?.time ?? '',
    };
  });
  return { listItem, open: p.contctck === 1 };
}

/**
 * The reminder after teardown (projects-timers.ts): to each payer of a deposit recorded paid and not yet
 * settled — or never recorded, once the booth was built and accepted. False when nothing is due (the
 * chain of reminders ends). A disputed project's deposits are still the venue's to return.
 */
export async function remindDeposits(d: Pick<ProjectDeps, 'deal'>, tx: Tx, p: repo.ProjectRow) {
  if (p.contctck !== 1) return false;
  const fees = await feesOf(tx, p);
  const rows = new Map((await repo.depositsOf(tx, p.id)).map((r) => [r.kind, r]));
  const due = fees.filter((f) => {
    const st = rows.get(f.kind)?.state ?? DepositState.unpaid;
    return st === DepositState.paid || (st === DepositState.unpaid && p.reportck === 1);
  });
  if (!due.length) return false;
  const kinds = (payer: Side) => due.filter((f) => f.payer === payer).map((f) => f.kind);
  await d.deal.tell(tx, p, 'depositReminder', null, {
    outdate: p.outdate,
    clientKinds: kinds('client'),
    factoryKinds: kinds('factory'),
  });
  return true;
}
