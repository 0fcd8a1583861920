/**
 * Ledger postings per second (docs/domains/wallet.md), in process through the wallet service, on a fresh
 * PGlite and, when reachable, a fresh PostgreSQL database: on one hot account, and spread across many.
 * Run by `npm run bench` after the HTTP rows, or alone:
 * `npx tsx apps/server/bench/ledger.ts [--duration=SECONDS] [--connections=N]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { members } from '../src/db/schema/members.ts';
import type { PostResult } from '../src/modules/wallet/wallet-ledger.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet-service.ts';
import { benchPgUrl, numberArg, pgReachable } from './cli.ts';

const MEMBERS = 200;

interface Row {
  postings: number;
  perSecond: number;
  p99: number;
  errors: number;
}

async function open(kind: string, pgUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-ledger-'));
    const database = await openPglite({ dataDir: dir });
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `hz_bench_ledger_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** `workers` loops posting for `seconds`; each call gets a fresh key. */
async function measure(
  seconds: number,
  workers: number,
  postOne: (worker: number, i: number) => Promise<PostResult>,
): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        const t0 = performance.now();
        try {
          await postOne(w, i);
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    postings: latencies.length,
    perSecond: latencies.length / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
  };
}

async function scenarios(wallet: WalletService, ids: number[], seconds: number, workers: number) {
  let run = 0;
  const key = (name: string, w: number, i: number) => `bench:${name}:${run}:${w}:${i}`;
  const rows: Record<string, Row> = {};
  const scenario = async (name: string, postOne: (w: number, i: number) => Promise<PostResult>) => {
    run += 1;
    rows[name] = await measure(seconds, workers, postOne);
  };
  const one = ids[0]!;
  const any = (w: number, i: number) => ids[(w * 7919 + i * 104_729) % ids.length]!;
  await scenario('hot: holds of one member', (w, i) =>
    wallet.hold({ payer: one, amount: 1, key: key('hold1', w, i) }),
  );
  await scenario('hot: top-ups (one clearing account)', (w, i) =>
    wallet.topUp({ member: any(w, i), amount: 1, key: key('topup', w, i) }),
  );
  await scenario(`spread: holds across ${ids.length} members`, (w, i) =>
    wallet.hold({ payer: any(w, i), amount: 1, key: key('holdN', w, i) }),
  );
  await scenario(`spread: refunds across ${ids.length} members`, (w, i) =>
    wallet.refund({ payer: any(w, i), amount: 1, key: key('refundN', w, i) }),
  );
  return rows;
}

export async function benchLedger(o: { kinds: string[]; pgUrl: string; seconds: number; workers: number }) {
  const results: Record<string, { rows: Record<string, Row>; audit: string[] }> = {};
  for (const kind of o.kinds) {
    const { database, drop } = await open(kind, o.pgUrl);
    try {
      const wallet = createWalletService({ db: database.db, commissionBps: 1000 });
      const created = await database.db
        .insert(members)
        .values(
          Array.from({ length: MEMBERS }, (_, i) => ({
            cardno: String(30_000_000 + i),
            mobile: `135${String(i).padStart(8, '0')}`,
          })),
        )
        .returning({ id: members.id });
      const ids = created.map((r) => r.id);
      for (const id of ids) {
        await wallet.topUp({ member: id, amount: 1_000_000_000, key: `bench:fund:${id}` });
        await wallet.hold({ payer: id, amount: 1_000_000, key: `bench:escrow:${id}` });
      }
      const rows = await scenarios(wallet, ids, o.seconds, o.workers);
      results[kind] = { rows, audit: await wallet.audit() };
    } finally {
      await drop();
    }
  }

  console.log(
    `\nLedger postings — ${o.seconds}s per row, ${o.workers} concurrent posters in one process, wallet service direct (no HTTP)`,
  );
  for (const [kind, { rows, audit }] of Object.entries(results)) {
    console.log(
      `\n${kind}${audit.length ? ` — AUDIT FAILED: ${audit.slice(0, 3).join('; ')}` : ' (audit clean)'}`,
    );
    console.log('scenario                                 postings/s   p99 ms   errors');
    for (const [name, r] of Object.entries(rows)) {
      console.log(
        `${name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(10)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)}`,
      );
    }
  }
  return Object.values(results).every(
    (r) => r.audit.length === 0 && Object.values(r.rows).every((row) => row.errors === 0),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const reachable = await pgReachable(pgUrl);
  const ok = await benchLedger({
    kinds: ['pglite', ...(reachable ? ['postgres'] : [])],
    pgUrl,
    seconds: numberArg('duration', 8),
    workers: numberArg('connections', 10),
  });
  process.exit(ok ? 0 : 1);
}
