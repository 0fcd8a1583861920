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
  const listening = async () => {
    for (let i = 0; i < 200; i++) {
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
