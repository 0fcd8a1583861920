import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../db/client.ts';
import { acquireDirLock } from '../db/pglite-lock.ts';
import { readTar, tarWriter } from './tar.ts';

/**
 * `npm run backup` / `npm run restore` (README, "Backups"): one `.tar.gz` holding `manifest.json`
 * (first), the database (`database.tar.gz`, PGlite's own data-folder dump; or `database.pgdump`,
 * `pg_dump -Fc` of a PostgreSQL database) and the uploaded files under `files/` (local storage only;
 * an object store keeps its own versions). Restore refuses an archive from a newer migration than
 * this code knows, and refuses to replace the data of a running server.
 */

export const BACKUP_FORMAT = 'huizhan-backup';
export const BACKUP_VERSION = 1;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied to the database when it was saved. */
  migration: { index: number; tag: string };
  /** Uploaded files in the archive: false when they live in an object store (S3). */
  files: { included: boolean; count: number; bytes: number };
}

export interface BackupTarget {
  /** DATA_DIR: the embedded database (`pgdata`) and local uploads (`files`). */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of the embedded database (pg_dump / psql). */
  databaseUrl?: string;
  /** True when uploads are in an object store: they are not archived. */
  objectStore?: boolean;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The database's last migration, named from this code's journal (`created_at` is the entry's `when`). */
async function lastMigration(
  query: (sql: string) => Promise<Array<{ created_at: string | number }>>,
): Promise<Manifest['migration']> {
  const rows = await query(
    'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  ).catch(() => []);
  if (!rows.length) throw new Error('the database has no migrations applied: nothing to back up');
  const when = Number(rows[0]!.created_at);
  const entry = journal().find((e) => e.when === when);
  return entry
    ? { index: entry.idx, tag: entry.tag }
    : { index: Number.MAX_SAFE_INTEGER, tag: `unknown@${when}` };
}

/** Why this code cannot restore an archive with this manifest, or null. */
export function refuseManifest(m: unknown): string | null {
  const manifest = m as Partial<Manifest> | null;
  if (manifest?.format !== BACKUP_FORMAT) return 'not a backup archive of this application';
  if (manifest.version !== BACKUP_VERSION) return `archive format ${manifest.version} is not supported`;
  const entries = journal();
  const latest = entries[entries.length - 1]!;
  const mig = manifest.migration;
  if (!mig || mig.index > latest.idx)
    return `the archive comes from a newer version (migration ${mig?.tag}; this code knows up to ${latest.tag}): upgrade first`;
  if (!entries.some((e) => e.idx === mig.index && e.tag === mig.tag))
    return `the archive's migration ${mig.tag} is not one of this code's: restore it with the version that made it`;
  return null;
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      // a `.part` file is an upload still being written (local-storage.ts): not a stored file
      else if (e.isFile() && !e.name.endsWith('.part')) out.push(r);
    }
  };
  walk(root, '');
  return out;
}

function run(cmd: string, args: string[], opts: { stdout?: fs.WriteStream; stdin?: Readable } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: [opts.stdin ? 'pipe' : 'ignore', opts.stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d) => {
      err += d;
    });
    if (opts.stdout) child.stdout!.pipe(opts.stdout);
    if (opts.stdin) opts.stdin.pipe(child.stdin!);
    child.on('error', (e) =>
      reject(
        (e as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(
              `${cmd} not found: install the PostgreSQL client tools (same major version as the server)`,
            )
          : e,
      ),
    );
    child.on('exit', async (code) => {
      if (opts.stdout && !opts.stdout.writableFinished) await once(opts.stdout, 'finish');
      if (code === 0) resolve();
      else reject(new Error(`${cmd} failed (${code}): ${err.trim()}`));
    });
  });
}

/** Other sessions on the database (a running server keeps at least its LISTEN connection open). */
async function otherSessions(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return r.rows[0]!.n;
  } finally {
    await c.end();
  }
}

/** Writes the archive to `out`; returns its manifest. */
export async function backup(target: BackupTarget, out: string): Promise<Manifest> {
  const stamp = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-backup-'));
  let release = () => {};
  try {
    let database: { name: string; file?: string; data?: Buffer };
    let migration: Manifest['migration'];
    if (target.databaseUrl) {
      const c = new pg.Client({ connectionString: target.databaseUrl });
      await c.connect();
      try {
        migration = await lastMigration(async (sql) => (await c.query(sql)).rows);
      } finally {
        await c.end();
      }
      const file = path.join(tmp, 'database.pgdump');
      // the application's schemas only: no roles, owners or grants (restore into any database)
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--schema=public',
        '--schema=drizzle',
        `--file=${file}`,
        `--dbname=${target.databaseUrl}`,
      ]);
      database = { name: 'database.pgdump', file };
    } else {
      // PGlite: one process per data folder, so the server must be stopped (the lock says so)
      if (!fs.existsSync(path.join(target.dataDir, 'pgdata')))
        throw new Error(`no embedded database in ${target.dataDir} (DATA_DIR): nothing to back up`);
      release = acquireDirLock(target.dataDir);
      const client = await PGlite.create(path.join(target.dataDir, 'pgdata'));
      try {
        migration = await lastMigration(async (sql) => (await client.query(sql)).rows as never);
        const dump = await client.dumpDataDir('gzip');
        database = { name: 'database.tar.gz', data: Buffer.from(await dump.arrayBuffer()) };
      } finally {
        await client.close();
      }
    }
    const filesRoot = path.join(target.dataDir, 'files');
    const files = target.objectStore ? [] : listFiles(filesRoot);
    let bytes = 0;
    for (const f of files) bytes += fs.statSync(path.join(filesRoot, ...f.split('/'))).size;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date(stamp).toISOString(),
      database: target.databaseUrl ? 'postgres' : 'pglite',
      migration,
      files: { included: !target.objectStore, count: files.length, bytes },
    };
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.${process.pid}.part`;
    const tarStream = new PassThrough();
    const written = pipeline(tarStream, zlib.createGzip(), fs.createWriteStream(partial));
    try {
      const tar = tarWriter(tarStream);
      await tar.add('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      if (database.file) await tar.addFile(database.name, database.file);
      else await tar.add(database.name, database.data!);
      for (const f of files) await tar.addFile(`files/${f}`, path.join(filesRoot, ...f.split('/')));
      await tar.end();
      await written;
      fs.renameSync(partial, out);
    } catch (err) {
      tarStream.destroy();
      await written.catch(() => {});
      fs.rmSync(partial, { force: true });
      throw err;
    }
    return manifest;
  } finally {
    release();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Reads only the manifest (the archive's first entry). */
export async function readManifest(archive: string): Promise<Manifest> {
  let manifest: unknown = null;
  const input = fs.createReadStream(archive).pipe(zlib.createGunzip());
  const chunks: Buffer[] = [];
  try {
    await readTar(input, async (e) => {
      if (e.name !== 'manifest.json') throw new Error('stop');
      return (b) => chunks.push(b);
    });
  } catch (err) {
    if ((err as Error).message !== 'stop') throw err;
  } finally {
    input.destroy();
  }
  manifest = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
  if (!manifest) throw new Error('not a backup archive of this application (no manifest)');
  return manifest as Manifest;
}

/** A name inside `files/` that stays inside the folder (no `..`, no absolute path). */
function safeRel(name: string) {
  const rel = name.slice('files/'.length);
  const parts = rel.split('/');
  if (!rel || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0')))
    throw new Error(`unsafe file name in the archive: ${name}`);
  return parts;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced data was moved (PGlite), to delete once the restore is checked. */
  previous: string | null;
}

/**
 * Replaces the database and the uploaded files with the archive's. The server must be stopped: with
 * PGlite its lock file says whether it runs; with PostgreSQL any other session on the database refuses.
 */
export async function restore(target: BackupTarget, archive: string): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`no such archive: ${archive}`);
  const manifest = await readManifest(archive);
  const refused = refuseManifest(manifest);
  if (refused) throw new Error(refused);
  if (manifest.database !== (target.databaseUrl ? 'postgres' : 'pglite'))
    throw new Error(
      `the archive holds a ${manifest.database} database; this configuration uses ${target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (DATA_DIR)'}`,
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let release = () => {};
  if (target.databaseUrl) {
    const n = await otherSessions(target.databaseUrl);
    if (n > 0)
      throw new Error(
        `${n} other session(s) are connected to the database: stop the server (every process) before restoring`,
      );
  } else {
    release = acquireDirLock(target.dataDir); // throws while the server runs
  }
  const staging = path.join(target.dataDir, `.restore-${stamp}`);
  try {
    fs.mkdirSync(path.join(staging, 'files'), { recursive: true });
    let sawDatabase = false;
    const dbParts: Buffer[] = [];
    const input = fs.createReadStream(archive).pipe(zlib.createGunzip());
    await readTar(input, async (e) => {
      if (e.name === 'manifest.json') return null;
      if (e.name === 'database.tar.gz' || e.name === 'database.pgdump') {
        sawDatabase = true;
        if (e.name === 'database.pgdump') return fs.createWriteStream(path.join(staging, e.name));
        return (b) => dbParts.push(b);
      }
      if (e.name.startsWith('files/')) {
        if (target.objectStore) return null;
        const file = path.join(staging, 'files', ...safeRel(e.name));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        return fs.createWriteStream(file, { flags: 'wx' });
      }
      throw new Error(`unexpected entry in the archive: ${e.name}`);
    });
    if (!sawDatabase) throw new Error('the archive holds no database');

    if (target.databaseUrl) {
      await restorePostgres(target.databaseUrl, path.join(staging, 'database.pgdump'));
      const previous = target.objectStore ? null : swapFiles(target.dataDir, staging, stamp);
      fs.rmSync(staging, { recursive: true, force: true });
      return { manifest, previous };
    }
    // PGlite: load the dump into a new data folder beside the current one, then swap them
    const loaded = await PGlite.create({
      dataDir: path.join(staging, 'pgdata'),
      loadDataDir: new Blob([Buffer.concat(dbParts)]),
    });
    await loaded.query('SELECT 1');
    await loaded.close();
    const previous = path.join(target.dataDir, `.before-restore-${stamp}`);
    fs.mkdirSync(previous);
    for (const part of ['pgdata', ...(target.objectStore ? [] : ['files'])]) {
      const live = path.join(target.dataDir, part);
      if (fs.existsSync(live)) fs.renameSync(live, path.join(previous, part));
      fs.renameSync(path.join(staging, part), live);
    }
    fs.rmSync(staging, { recursive: true, force: true });
    return { manifest, previous };
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}

/** PostgreSQL: the application's schemas dropped and recreated from the dump, in one transaction. */
async function restorePostgres(url: string, dump: string) {
  const sql = dump.replace(/\.pgdump$/, '.sql');
  await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${sql}`, dump]);
  await run('psql', [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    '--command=DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE;',
    `--file=${sql}`,
    `--dbname=${url}`,
  ]);
}

/** Local uploads with PostgreSQL: the current folder moved aside, the archive's put in its place. */
function swapFiles(dataDir: string, staging: string, stamp: string) {
  const live = path.join(dataDir, 'files');
  let previous: string | null = null;
  if (fs.existsSync(live)) {
    previous = path.join(dataDir, `.before-restore-${stamp}`);
    fs.mkdirSync(previous, { recursive: true });
    fs.renameSync(live, path.join(previous, 'files'));
  }
  fs.renameSync(path.join(staging, 'files'), live);
  return previous;
}
