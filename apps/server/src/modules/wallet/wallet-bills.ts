import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { TransactionKind } from './wallet-ledger.ts';
import * as repo from './wallet-repository.ts';
import type { AccountKind, MemberAccountKind } from './wallet-repository.ts';

/**
 * The member's bills and escrow as the member reads them (docs/domains/wallet.md, Bills; issue 27): one
 * line per posting that touched the member's balances, with the member's own running balances, what the
 * line is about (its subject, from the domain that owns the order) and, on the receiving side of a
 * settlement, gross, fee and net.
 */

/** What an order reference is about: a task, a project or a 3D model, with its title. */
export interface BillSubject {
  kind: 'task' | 'project' | 'model' | 'contest';
  id: number;
  title: string;
}

/**
 * A domain whose orders move money (tasks, projects, models) tells the bills what its order references
 * are about and in which of its orders a member is the one to be paid (for 待结算).
 */
export interface BillSubjectSource {
  /** The subjects of those of `refs` that are this source's (the others are left out). */
  subjects(tx: Tx, refs: string[]): Promise<Array<BillSubject & { ref: string }>>;
  /** The order references in which `memberId` is to be paid out of someone else's escrow. */
  payeeRefs(tx: Tx, memberId: number): Promise<string[]>;
}

export interface BillQuery {
  page: number;
  pageSize: number;
  type?: TransactionKind | TransactionKind[];
  sdate?: string;
  edate?: string;
}

/** Subjects of the given order references, asking every registered source. */
async function subjectsOf(db: Db, sources: BillSubjectSource[], refs: string[]) {
  const wanted = [...new Set(refs.filter(Boolean))];
  const found = new Map<string, BillSubject>();
  if (wanted.length === 0) return found;
  for (const source of sources) {
    for (const { ref, ...s } of await source.subjects(db, wanted)) found.set(ref, s);
  }
  return found;
}

export function createWalletBills(db: Db, sources: BillSubjectSource[]) {
  return {
    /**
     * A page of the member's bill lines, newest first: one per posting, with the change of each of the
     * member's balances and the balances after it (a posting that left a balance alone carries the
     * balance it found). `sdate`/`edate` are China dates, inclusive.
     */
    async lines(memberId: number, q: BillQuery) {
      const from = q.sdate ? new Date(`${q.sdate}T00:00:00+08:00`) : undefined;
      const to = q.edate ? new Date(new Date(`${q.edate}T00:00:00+08:00`).getTime() + 86_400_000) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
        throw new AppError('invalid_params', '日期格式应为 YYYY-MM-DD');
      }
      const { rows, total } = await repo.listMemberBills(db, memberId, {
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
        types: q.type === undefined ? undefined : Array.isArray(q.type) ? q.type : [q.type],
        from,
        to,
      });
      const ids = rows.map((r) => r.transactionId);
      const [entries, subjects] = await Promise.all([
        repo.entriesOf(db, ids),
        subjectsOf(
          db,
          sources,
          rows.map((r) => r.orderRef),
        ),
      ]);
      const listItem = rows.map((r) => {
        const posting = entries.filter((e) => e.transactionId === r.transactionId);
        const own = (kind: MemberAccountKind) =>
          posting.find((e) => e.kind === kind && e.memberId === memberId);
        const main = own('member_available') ?? own('member_escrow') ?? own('withdrawals_in_flight');
        const counterpart = posting
          .filter((e) => main && e !== main && Math.sign(e.amount) === -Math.sign(main.amount))
          .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))[0];
        // the receiving side of a settlement: money in, and none of the member's money out of this posting
        const received =
          (r.type === 'release' || r.type === 'split' || r.type === 'purchase') &&
          r.available > 0 &&
          !posting.some((e) => e.memberId === memberId && e.amount < 0);
        const fee = posting.find((e) => e.kind === 'platform_revenue')?.amount ?? 0;
        const { date, time } = chinaParts(r.createdAt);
        return {
          id: r.transactionId,
          type: r.type as TransactionKind,
          account: (main?.kind === 'member_escrow'
            ? 'escrow'
            : main?.kind === 'withdrawals_in_flight'
              ? 'withdrawing'
              : 'available') as 'available' | 'escrow' | 'withdrawing',
          /** Signed fen of each of the member's balances, and the balances after. */
          amount: r.available,
          balanceAfter: r.availableAfter,
          held: r.escrow,
          heldAfter: r.escrowAfter,
          withdrawing: r.withdrawing,
          settle: received ? { gross: r.available + fee, fee, net: r.available } : null,
          subject: subjects.get(r.orderRef) ?? null,
          counterpart: (counterpart?.kind ?? '') as AccountKind | '',
          counterpartMemberId: counterpart?.memberId ?? null,
          memo: r.memo,
          orderRef: r.orderRef,
          created: r.createdAt.toISOString(),
          dates: date,
          times: time,
        };
      });
      return { listItem, total, page: q.page, pageSize: q.pageSize };
    },

    /**
     * 托管中, order by order: what the member paid in and is still held (side `payer`), and what others
     * hold to pay the member (side `payee`, 待结算), with the totals, in fen.
     */
    async escrow(memberId: number) {
      const payeeRefs = (await Promise.all(sources.map((s) => s.payeeRefs(db, memberId)))).flat();
      const [mine, theirs] = await Promise.all([
        repo.heldByPayer(db, memberId),
        repo.heldForRefs(db, payeeRefs, memberId),
      ]);
      const subjects = await subjectsOf(
        db,
        sources,
        [...mine, ...theirs].map((h) => h.orderRef),
      );
      const item = (side: 'payer' | 'payee') => (h: { orderRef: string; amount: number }) => ({
        side,
        orders: h.orderRef,
        amount: h.amount,
        subject: subjects.get(h.orderRef) ?? null,
      });
      const sum = (hs: Array<{ amount: number }>) => hs.reduce((s, h) => s + h.amount, 0);
      return {
        held: sum(mine),
        pending: sum(theirs),
        listItem: [...mine.map(item('payer')), ...theirs.map(item('payee'))],
      };
    },
  };
}

export type WalletBills = ReturnType<typeof createWalletBills>;
