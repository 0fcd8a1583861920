import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (not the shared one on 5432), that the test stops and starts: a
 * cluster made with the server binaries' `initdb` in a temporary directory, on a free port of 127.0.0.1.
 * PostgreSQL refuses to run as root: as root (CI) its commands run as the `postgres` OS user, who owns
 * the directory. Without the binaries (a machine without Debian's postgresql packages) or that user,
 * `skipReason` says why, for a skip with a message.
 */
export interface PgCluster {
  url: string;
  port: number;
  start(): Promise<void>;
  /** `fast`: clients are disconnected, transactions in flight rolled back (a restart). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter(
      (v) =>
        fs.existsSync(path.join(root, v, 'bin', 'initdb')) &&
        fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why a cluster cannot be made here, or null when it can. */
export function pgClusterSkipReason(): string | null {
  if (!binDir()) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb, pg_ctl)';
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root and there is no postgres OS user';
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  if (!bin) throw new Error(pgClusterSkipReason() ?? 'no binaries');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? postgresUser() : null;
  if (asRoot && !user) throw new Error(pgClusterSkipReason() ?? 'no postgres user');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // asynchronous, so that the test's own load goes on while the database stops and starts
  const run = async (tool: string, args: string[]) => {
    const [cmd, ...rest] = user
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args];
    try {
      await promisify(execFile)(cmd!, rest, { timeout: 60_000 });
    } catch (err) {
      const e = err as { stderr?: string; stdout?: string };
      const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';
      throw new Error(
        `${tool} ${args.join(' ')} failed: ${e.stderr ?? ''}${e.stdout ?? ''}${log.slice(-2000)}`,
      );
    }
  };
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    destroy: async () => {
      await cluster.stop('immediate').catch(() => {}); // not running
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
