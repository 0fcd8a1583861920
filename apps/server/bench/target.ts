/**
 * The benchmark's server side, run as its own process so that the load generator does not share its
 * event loop. Serves three apps and prints their ports and a member's session cookie as one JSON line:
 *  - bare: a Fastify instance with one route and no plugins (the ceiling);
 *  - pk:   a bare Fastify route that runs one primary-key query with the raw driver (the database floor);
 *  - app:  the real app, where `loginCheck` and `Member/userInfo` are measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { registerMember, agent } from '../test/test-app.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const cleanups: Array<() => Promise<void>> = [];

async function open(): Promise<Database> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return openPglite({ dataDir: dir });
  }
  const base = process.argv[3]!;
  const name = `hz_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const u = new URL(base);
  u.pathname = `/${name}`;
  return openPostgres(u.toString());
}

const database = await open();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const a = agent(app);
const m = await registerMember(a, '13912340000');
const cookie = [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
const [row] = await database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [m.mobile]);

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, errCode: 'success', errMsg: '成功' }));
const pk = Fastify();
pk.get('/pk', async () => {
  const rows = await database.query('SELECT id, cardno, nickname FROM members WHERE id = $1', [row!.id]);
  return { success: true, errCode: 'success', errMsg: '成功', data: rows[0] };
});

const listen = async (f: typeof bare) => {
  await f.listen({ port: 0, host: '127.0.0.1' });
  return (f.server.address() as { port: number }).port;
};
const ports = {
  bare: await listen(bare),
  pk: await listen(pk),
  app: await listen(app as unknown as typeof bare),
};
console.log(JSON.stringify({ ports, cookie }));

const stop = async () => {
  await Promise.allSettled([bare.close(), pk.close(), app.close()]);
  for (const c of cleanups) await c().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
