/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file>` (README, "Backups"), with the
 * server's configuration (DATA_DIR, or DATABASE_URL with pg_dump/psql on the PATH). The embedded
 * database can only be read or replaced while the server is stopped (one process per data folder);
 * restore refuses while it runs, and refuses an archive from a newer version.
 */
import path from 'node:path';
import { adminCommandEnv } from '../env.ts';
import { backup, restore } from '../ops/backup.ts';

const [command, ...rest] = process.argv.slice(2);
const flag = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};

try {
  const env = adminCommandEnv();
  const config = env.loadConfig();
  const target = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    objectStore: Boolean(config.s3),
  };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const given = flag('out');
    const out = given
      ? path.resolve(env.callerDir, given)
      : path.resolve(path.join(config.dataDir, 'backups', `huizhan-${stamp}.tar.gz`));
    const m = await backup(target, out);
    console.log(
      `backup written: ${out}\n  database ${m.database}, migration ${m.migration.tag}` +
        (m.files.included
          ? `, ${m.files.count} uploaded file(s), ${m.files.bytes} bytes`
          : ', uploaded files not included (object store: use its versioning)'),
    );
  } else if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Usage: npm run restore -- <archive.tar.gz>');
    const archive = path.resolve(env.callerDir, file);
    const r = await restore(target, archive);
    console.log(
      `restored ${archive} (made ${r.manifest.createdAt}, migration ${r.manifest.migration.tag})` +
        (r.previous
          ? `\n  the replaced data was moved to ${r.previous}: delete it once the restore is checked`
          : ''),
    );
  } else {
    console.error('Usage: npm run backup [-- --out <file>] | npm run restore -- <file>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
