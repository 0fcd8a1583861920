import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr apart. */
  out: () => string;
  err: () => string;
  /** Its JSON log lines (stdout). */
  lines: () => Array<Record<string, unknown>>;
  /** Its exit code once it has ended. */
  exited: Promise<number | null>;
  /** Waits for `count` "Server listening" lines (a cluster's workers) and returns the address. */
  listening: (count?: number, ms?: number) => Promise<string>;
  /** SIGTERM, then its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * A real server process (`server.ts`, or `cluster.ts` for `start:cluster`) on a random port of 127.0.0.1,
 * with `env` added to a clean environment. `fileSizeKb` runs it under `ulimit -f` (a full disk).
 */
export function spawnServer(
  env: Record<string, string>,
  opts: { entry?: 'server' | 'cluster'; fileSizeKb?: number } = {},
): ServerProcess {
  const entry = path.join(src, `${opts.entry ?? 'server'}.ts`);
  const node = [process.execPath, '--import', 'tsx', entry];
  const [cmd, ...args] =
    opts.fileSizeKb === undefined
      ? node
      : ['bash', '-c', `ulimit -f ${opts.fileSizeKb} && exec "$@"`, 'bash', ...node];
  const child = spawn(cmd!, args, {
    cwd: src,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout!.on('data', (b) => out.push(String(b)));
  child.stderr!.on('data', (b) => err.push(String(b)));
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const text = () => out.join('');
  return {
    child,
    out: text,
    err: () => err.join(''),
    lines: () =>
      text()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
    async listening(count = 1, ms = 55_000) {
      const deadline = Date.now() + ms;
      while (!gone && Date.now() < deadline) {
        const found = [...text().matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)];
        if (found.length >= count) return found[0]![1]!;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not start: ${text().slice(-2000)}${err.join('').slice(-2000)}`);
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A small HTTP client for a spawned server: JSON bodies, its own cookie jar and client address. */
export function httpAgent(
  base: string,
  opts: { forwardedFor?: string } = {},
  jar = new Map<string, string>(),
) {
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const h: Record<string, string> = { ...headers };
    if (jar.size) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.forwardedFor) h['x-forwarded-for'] = opts.forwardedFor;
    if (body !== undefined) h['content-type'] = 'application/json';
    const r = await fetch(`${base}${url}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of r.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await r.text();
    let json: { success: boolean; errCode: string; errMsg: string; data?: Record<string, unknown> };
    try {
      json = JSON.parse(text);
    } catch {
      json = { success: false, errCode: `not json: ${text.slice(0, 80)}`, errMsg: '' };
    }
    return { status: r.status, body: json, headers: r.headers };
  };
  return {
    jar,
    /** The same client (one cookie jar, one address) against another process. */
    at: (other: string) => httpAgent(other, opts, jar),
    cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    get: (url: string) => send('GET', url),
  };
}
