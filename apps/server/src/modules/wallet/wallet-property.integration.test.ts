import { eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/test-db.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { ledgerAccounts } from '../../db/schema/wallet.ts';
import type { PostResult } from './wallet-ledger.ts';
import { commissionOf, createWalletService, type WalletService } from './wallet-service.ts';

const COMMISSION_BPS = 1000;
let database: Database;
let wallet: WalletService;
beforeAll(async () => {
  database = await freshDatabase();
  wallet = createWalletService({ db: database.db, commissionBps: COMMISSION_BPS });
});
afterAll(() => database.close());

type Move =
  | {
      t: 'topUp' | 'hold' | 'refund' | 'withdrawStart' | 'withdrawPaid' | 'withdrawReject';
      m: number;
      amount: number;
    }
  | { t: 'release'; m: number; to: number; amount: number };
type Step = Move | { t: 'replay' | 'conflict'; of: number };

const who = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 3_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('topUp' as const),
      m: who,
      amount: fc.integer({ min: 1, max: 6_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('hold' as const), m: who, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('release' as const), m: who, to: who, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('refund' as const), m: who, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('withdrawStart' as const), m: who, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('withdrawPaid' as const), m: who, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('withdrawReject' as const), m: who, amount }) },
  // the same key again: with the same content, or with one fen more
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), of: fc.nat() }) },
);

type Line = [account: string, amount: number];
/** The lines a move should post, in the model's account names. */
function linesOf(mv: Move, ids: number[]): Line[] {
  const m = ids[mv.m]!;
  const a = mv.amount;
  switch (mv.t) {
    case 'topUp':
      return [
        ['alipay_clearing', -a],
        [`member_available:${m}`, a],
      ];
    case 'hold':
      return [
        [`member_available:${m}`, -a],
        [`member_escrow:${m}`, a],
      ];
    case 'release': {
      const c = commissionOf(a, COMMISSION_BPS);
      const lines: Line[] = [[`member_escrow:${m}`, -a]];
      if (a - c > 0) lines.push([`member_available:${ids[mv.to]}`, a - c]);
      if (c > 0) lines.push(['platform_revenue', c]);
      return lines;
    }
    case 'refund':
      return [
        [`member_escrow:${m}`, -a],
        [`member_available:${m}`, a],
      ];
    case 'withdrawStart':
      return [
        [`member_available:${m}`, -a],
        [`withdrawals_in_flight:${m}`, a],
      ];
    case 'withdrawPaid':
      return [
        [`withdrawals_in_flight:${m}`, -a],
        ['alipay_clearing', a],
      ];
    case 'withdrawReject':
      return [
        [`withdrawals_in_flight:${m}`, -a],
        [`member_available:${m}`, a],
      ];
  }
}

function run(mv: Move, key: string, ids: number[]): Promise<PostResult> {
  const m = ids[mv.m]!;
  if (mv.t === 'release') return wallet.release({ payer: m, payee: ids[mv.to]!, amount: mv.amount, key });
  if (mv.t === 'topUp') return wallet.topUp({ member: m, amount: mv.amount, key });
  if (mv.t === 'hold') return wallet.hold({ payer: m, amount: mv.amount, key });
  if (mv.t === 'refund') return wallet.refund({ payer: m, amount: mv.amount, key });
  return wallet[mv.t]({ member: m, amount: mv.amount, key });
}

const accountName = (e: { kind: string; memberId: number | null }) =>
  e.memberId === null ? e.kind : `${e.kind}:${e.memberId}`;

async function systemBalances() {
  const rows = await database.db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(isNull(ledgerAccounts.memberId));
  return new Map(rows.map((r) => [r.kind, r.balance]));
}

let runNo = 0;
async function newMembers(n: number) {
  runNo += 1;
  const rows = await database.db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        cardno: String(20_000_000 + runNo * 10 + i),
        mobile: `136${String(runNo * 10 + i).padStart(8, '0')}`,
      })),
    )
    .returning({ id: members.id });
  return rows.map((r) => r.id);
}

it('random top-ups, holds, releases, refunds and withdrawals run concurrently keep the ledger sound', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { minLength: 1, maxLength: 24 }),
      fc.integer({ min: 1, max: 8 }),
      async (steps, batchSize) => {
        const ids = await newMembers(3);
        const systemBefore = await systemBalances();

        // resolve replays and conflicts to an earlier move's key
        const moves: Array<{ mv: Move; key: string }> = [];
        for (const [i, s] of steps.entries()) {
          if (!('of' in s)) {
            moves.push({ mv: s, key: `prop:${runNo}:${i}` });
          } else if (moves.length > 0) {
            const target = moves[s.of % moves.length]!;
            const mv = s.t === 'replay' ? target.mv : { ...target.mv, amount: target.mv.amount + 1 };
            moves.push({ mv, key: target.key });
          }
        }

        const model = new Map<string, number>();
        const applied = new Map<string, string>(); // key → content of the move that posted it
        const claims: Array<{ key: string; content: string; said: 'replayed' | 'conflict' }> = [];
        const apply = (lines: Line[]) => {
          for (const [account, amt] of lines) model.set(account, (model.get(account) ?? 0) + amt);
        };

        for (let i = 0; i < moves.length; i += batchSize) {
          const batch = moves.slice(i, i + batchSize);
          // sequentially, a refusal must be exactly the model's: some account would go negative
          const sequential = batch.length === 1;
          const settled = await Promise.allSettled(batch.map(({ mv, key }) => run(mv, key, ids)));
          for (const [j, s] of settled.entries()) {
            const { mv, key } = batch[j]!;
            const content = JSON.stringify(mv);
            const lines = linesOf(mv, ids);
            if (s.status === 'fulfilled') {
              const posted: Line[] = s.value.entries.map((e) => [accountName(e), e.amount]);
              if (s.value.replayed) {
                claims.push({ key, content, said: 'replayed' });
              } else {
                expect(applied.has(key), `key ${key} posted twice`).toBe(false);
                applied.set(key, content);
                expect(posted).toEqual(lines);
                if (sequential) {
                  for (const [account, amt] of lines) {
                    if (!['alipay_clearing', 'platform_revenue'].includes(account))
                      expect((model.get(account) ?? 0) + amt).toBeGreaterThanOrEqual(0);
                  }
                }
                apply(lines);
              }
              continue;
            }
            const code = (s.reason as { code?: string }).code;
            if (code === 'conflict') {
              claims.push({ key, content, said: 'conflict' });
              continue;
            }
            expect(code, String(s.reason)).toBe('insufficient_balance');
            if (sequential) {
              const short = lines.some(([account, amt]) =>
                account.startsWith('member_') || account.startsWith('withdrawals_')
                  ? (model.get(account) ?? 0) + amt < 0
                  : false,
              );
              expect(short, `${content} refused though the balances cover it`).toBe(true);
            }
          }
        }
        // a replay returned the posting of the same content; a conflict was a different content
        for (const c of claims) {
          expect(applied.has(c.key)).toBe(true);
          expect(applied.get(c.key) === c.content).toBe(c.said === 'replayed');
        }

        // the ledger as a whole: sums, caches, balance-after chains, no negative balance, coins
        expect(await wallet.audit()).toEqual([]);
        const sums = (await database.db.execute(
          sql`SELECT coalesce(sum(amount), 0)::text AS s FROM ledger_entries`,
        )) as unknown as {
          rows: Array<{ s: string }>;
        };
        expect(sums.rows[0]!.s).toBe('0');

        // and each balance equals what the model says the successful moves did
        const accounts = await database.db
          .select({
            kind: ledgerAccounts.kind,
            memberId: ledgerAccounts.memberId,
            balance: ledgerAccounts.balance,
          })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.memberId, ids));
        for (const a of accounts) {
          expect(a.balance, accountName(a)).toBe(model.get(accountName(a)) ?? 0);
          expect(a.balance).toBeGreaterThanOrEqual(0);
        }
        for (const [account, value] of model) {
          if (account.includes(':'))
            expect(accounts.some((a) => accountName(a) === account) || value === 0).toBe(true);
        }
        const systemAfter = await systemBalances();
        for (const kind of ['alipay_clearing', 'platform_revenue']) {
          expect(systemAfter.get(kind)! - systemBefore.get(kind)!, kind).toBe(model.get(kind) ?? 0);
        }
        for (const [i, id] of ids.entries()) {
          const [row] = await database.db
            .select({ coins: members.coins })
            .from(members)
            .where(eq(members.id, id));
          expect(row!.coins, `coins of member ${i}`).toBe(model.get(`member_available:${id}`) ?? 0);
        }
      },
    ),
    { numRuns: 25 },
  );
}, 120_000);
