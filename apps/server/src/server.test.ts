import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.dirname(entry),
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout.on('data', (b) => out.push(String(b)));
  child.stderr.on('data', (b) => err.push(String(b)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  child.once('exit', () => {
    gone = true;
  });
  // a first start migrates and seeds (pictures included): seconds on a quiet machine, more under load;
  // it waits as long as the test may, and gives up at once when the process ends
  const listening = async () => {
    for (let i = 0; i < 550 && !gone; i++) {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out.join(''));
      if (m) return m[1]!;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${out.join('')}${err.join('')}`);
  };
  return { child, out, err, exited, listening };
}

const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-server-'));
  dirs.push(d);
  return d;
};

it('starts on an empty data dir: migrates, seeds the demo members, logs the request id on every request line, shuts down gracefully on SIGTERM', async () => {
  const dataDir = tmp();
  const s = start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const url = await s.listening();
  const login = await fetch(`${url}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000001', password: 'Huizhan@2026', autologin: 1 }),
  });
  expect((await login.json()).success).toBe(true);
  const rid = login.headers.get('x-request-id');
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

  // a slow request in flight when SIGTERM arrives still completes
  const inflight = fetch(`${url}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000002', password: 'Huizhan@2026' }),
  });
  await new Promise((r) => setTimeout(r, 20));
  (s.child as ChildProcess).kill('SIGTERM');
  expect((await (await inflight).json()).success).toBe(true);
  const code = await s.exited;
  if (code !== 0) console.log(s.out.join('').slice(-1500), s.err.join(''));
  expect(code).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

  const lines = s.out
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const requestLines = lines.filter((l) => l.req || l.res);
  expect(requestLines.length).toBeGreaterThanOrEqual(4);
  for (const l of requestLines) expect(l.reqId).toBeTypeOf('string');
  expect(lines.some((l) => l.reqId === rid)).toBe(true);
  expect(s.out.join('')).not.toContain('Huizhan@2026');
}, 60_000);

it('refuses to start with a bad configuration, one line per problem', async () => {
  const s = start({ DATA_DIR: tmp(), PORT: 'eighty', NODE_ENV: 'production', SMS_PROVIDER: 'dev' });
  expect(await s.exited).toBe(1);
  const msg = s.err.join('');
  expect(msg).toContain('PORT:');
  expect(s.out.join('')).not.toContain('Server listening');
}, 30_000);

it('creates the operator of ADMIN_MOBILE/ADMIN_PASSWORD at start-up; npm run admin -- create adds another', async () => {
  const dataDir = tmp();
  const cli = fileURLToPath(new URL('./cli/admin.ts', import.meta.url));
  const runCli = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const c = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
        cwd: path.dirname(entry),
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      });
      let out = '';
      c.stdout.on('data', (b) => {
        out += String(b);
      });
      c.stderr.on('data', (b) => {
        out += String(b);
      });
      c.on('exit', (code) => resolve({ code, out }));
    });

  expect(
    await runCli(['create', '--mobile', '13700009999'], { ADMIN_PASSWORD: 'Console-cli-keeper-11' }),
  ).toEqual({
    code: 0,
    out: 'operator 13700009999 created\n',
  });
  expect((await runCli(['create', '--mobile', '13700009999'], { ADMIN_PASSWORD: '123456789' })).code).toBe(1);

  const s = start({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ADMIN_MOBILE: '13700008888',
    ADMIN_PASSWORD: 'Console-env-keeper-22',
  });
  const url = await s.listening();
  // while the server holds the embedded database, the CLI is refused with a clear message
  const busy = await runCli(['create', '--mobile', '13700007777'], {
    ADMIN_PASSWORD: 'Console-cli-keeper-11',
  });
  expect(busy.code).toBe(1);
  expect(busy.out).toContain('already open in another process');
  for (const [mobile, password] of [
    ['13700008888', 'Console-env-keeper-22'],
    ['13700009999', 'Console-cli-keeper-11'],
  ]) {
    const login = await fetch(`${url}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const check = await (await fetch(`${url}/api/loginCheck`, { headers: { cookie } })).json();
    expect(check.data).toMatchObject({ loginState: true, isadmin: true });
  }
  s.child.kill('SIGTERM');
  expect(await s.exited).toBe(0);
}, 60_000);

it('start:cluster refuses the embedded database (one process only), with a clear message', async () => {
  const entry = fileURLToPath(new URL('./cluster.ts', import.meta.url));
  const c = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.dirname(entry),
    env: { PATH: process.env.PATH, DATA_DIR: tmp(), CLUSTER_WORKERS: '2' },
  });
  let err = '';
  c.stderr.on('data', (b) => {
    err += String(b);
  });
  const code = await new Promise<number | null>((resolve) => c.on('exit', resolve));
  expect(code).toBe(1);
  expect(err).toContain('start:cluster needs PostgreSQL (DATABASE_URL)');
  expect(fs.existsSync(path.join(path.dirname(entry), 'pgdata'))).toBe(false);
}, 30_000);
