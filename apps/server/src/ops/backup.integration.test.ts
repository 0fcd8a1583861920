import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, registerMember } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { freshDatabase, testDbKind } from '../../test/test-db.ts';
import { type BackupTarget, backup, readManifest, restore } from './backup.ts';
import { tarWriter } from './tar.ts';
import { uploadImage } from '../../test/uploads.ts';
import { exhibitionBody } from '../../test/listings.ts';

/**
 * `npm run backup` / `npm run restore` (ops/backup.ts): on the embedded database (api-pglite) and on
 * PostgreSQL through pg_dump/psql (api-postgres), a backup taken, then a member, a listing and the
 * uploaded files changed, then the restore brings every one back as it was.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-backup-test-'));
const dataDir = path.join(root, 'data');
const archive = path.join(root, 'out', 'backup.tar.gz');
let pgUrl: string | undefined;
let dropPg: (() => Promise<void>) | undefined;

async function open(): Promise<Database> {
  if (testDbKind === 'postgres') return openPostgres(pgUrl!, { migrate: false });
  return openPglite({ dataDir });
}
const target = (): BackupTarget => ({ dataDir, databaseUrl: pgUrl });

async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>, db: Database) => Promise<T>) {
  const database = await open();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    return await fn(app, database);
  } finally {
    await app.close(); // closes the database too
  }
}

const image = (a: ReturnType<typeof agent>) => uploadImage(a);

/** Everything the test changes: members, listings, stored files (rows and bytes on disk). */
async function snapshot(db: Database) {
  const disk: Record<string, string> = {};
  const walk = (dir: string, rel: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(path.join(dir, e.name), r);
      else
        disk[r] = createHash('sha256')
          .update(fs.readFileSync(path.join(dir, e.name)))
          .digest('hex');
    }
  };
  walk(path.join(dataDir, 'files'), '');
  return {
    members: await db.query('SELECT id, mobile, nickname, password_hash FROM members ORDER BY id'),
    listings: await db.query('SELECT id, title, cover, member_id FROM listings ORDER BY id'),
    files: await db.query('SELECT id, storage_key, thumb_key, size FROM files ORDER BY id'),
    disk,
  };
}

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  if (!pgTools) return;
  if (testDbKind === 'postgres') {
    // a database of its own, from the migrated template; its pool stays unused (no session open),
    // and its close drops the database at the end
    const fresh = await freshDatabase();
    pgUrl = fresh.url!;
    dropPg = fresh.close;
  }
  await withApp(async (app) => {
    const a = agent(app);
    await registerMember(a);
    expect((await a.post('/api/Member/updateBaseInfo', { nickname: '会展老李' })).body.errCode).toBe(
      'success',
    );
    const r = await a.post<{ id: number }>(
      '/api/Article/huizhanPub',
      exhibitionBody(await image(a), { pics: [await image(a)], plans: [await image(a)] }),
    );
    expect(r.body.errCode).toBe('success');
  });
}, 120_000);

afterAll(async () => {
  await dropPg?.();
  fs.rmSync(root, { recursive: true, force: true });
});

// on PostgreSQL the commands run pg_dump, pg_restore and psql: without them this part is skipped, loudly
const pgTools =
  testDbKind !== 'postgres' ||
  ['pg_dump', 'pg_restore', 'psql'].every((cmd) => !spawnSync(cmd, ['--version']).error);
if (!pgTools) console.warn('backup test skipped on PostgreSQL: pg_dump/pg_restore/psql not on the PATH');

describe.skipIf(!pgTools)(`backup and restore (${testDbKind})`, () => {
  it('restores the members, listings and uploaded files as they were at the backup', async () => {
    const db = await open();
    before = await snapshot(db);
    await db.close();
    expect(before.members).toHaveLength(1);
    expect(before.listings).toHaveLength(1);
    expect(before.files).toHaveLength(3);
    expect(Object.keys(before.disk).length).toBeGreaterThanOrEqual(3);

    const m = await backup(target(), archive);
    expect(m).toMatchObject({
      format: 'huizhan-backup',
      database: testDbKind,
      files: { included: true, count: Object.keys(before.disk).length },
    });
    expect(m.migration.index).toBeGreaterThan(0);
    expect(await readManifest(archive)).toEqual(m);

    // changes after the backup: a member renamed and another registered, the listing retitled,
    // a stored file overwritten and another deleted, a new upload
    await withApp(async (app, database) => {
      await database.query(`UPDATE members SET nickname = '改过的昵称'`);
      await database.query(`UPDATE listings SET title = '改过的标题'`);
      const b = agent(app);
      await registerMember(b);
      await image(b);
    });
    const keys = Object.keys(before.disk);
    fs.writeFileSync(path.join(dataDir, 'files', keys[0]!), 'overwritten');
    fs.rmSync(path.join(dataDir, 'files', keys[1]!));
    const db2 = await open();
    const changed = await snapshot(db2);
    await db2.close();
    expect(changed).not.toEqual(before);
    expect(changed.members).toHaveLength(2);

    const r = await restore(target(), archive);
    expect(r.manifest).toEqual(m);
    expect(r.previous && fs.existsSync(path.join(r.previous, 'files'))).toBeTruthy();

    const db3 = await open();
    try {
      expect(await snapshot(db3)).toEqual(before);
    } finally {
      await db3.close();
    }
    // the server starts on the restored data and serves it
    await withApp(async (app) => {
      const res = await app.inject({ method: 'POST', url: '/api/Common/searchHuizhan', payload: {} });
      expect(res.statusCode).toBe(200);
    });
  }, 120_000);

  it('refuses to restore over a running server, and leaves its data alone', async () => {
    const db = await open();
    let app: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      if (testDbKind === 'postgres') {
        // a running server holds connections to the database
        app = await buildApp({
          config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
          database: db,
          logger: false,
        });
        await app.ready();
        await db.query('SELECT 1');
        await expect(restore(target(), archive)).rejects.toThrow(/other session/);
      } else {
        await expect(restore(target(), archive)).rejects.toThrow(/already open in another process/);
      }
      expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);
    } finally {
      if (app) await app.close();
      else await db.close();
    }
    const after = await open();
    try {
      expect(await snapshot(after)).toEqual(before);
    } finally {
      await after.close();
    }
  });

  it('refuses an archive from a newer migration, or not an archive at all', async () => {
    const real = await readManifest(archive);
    const newer = path.join(root, 'newer.tar.gz');
    const stream = new PassThrough();
    const done = pipeline(stream, zlib.createGzip(), fs.createWriteStream(newer));
    const tar = tarWriter(stream);
    await tar.add(
      'manifest.json',
      Buffer.from(JSON.stringify({ ...real, migration: { index: 999, tag: '0999_future' } })),
    );
    await tar.add(real.database === 'pglite' ? 'database.tar.gz' : 'database.pgdump', Buffer.from('x'));
    await tar.end();
    await done;
    await expect(restore(target(), newer)).rejects.toThrow(/newer version/);

    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, zlib.gzipSync(Buffer.alloc(2048, 7)));
    await expect(restore(target(), junk)).rejects.toThrow(/not a backup archive/);

    // the data is untouched by the refusals
    const db = await open();
    try {
      expect(await snapshot(db)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});
