import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

export const testDbKind = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';

/** A fresh database for one test file, copied from the migrated template of this run. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const template = inject('dbTemplate');
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `hz_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // a test's database is thrown away after its file: a commit need not wait for its WAL to reach the
    // disk (what a crash would lose is nothing a test keeps), and most calls commit
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openPostgres(u.toString(), { migrate: false });
    return {
      ...db,
      url: u.toString(),
      close: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  return openPglite({ client }, { migrate: false });
}
