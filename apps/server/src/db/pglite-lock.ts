import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two processes on one directory read stale data or corrupt
 * it. The server holds a lock file beside the data while the database is open.
 */
export function acquireDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is already open in another process (pid ${pid}). ` +
            'Stop that process first, or point DATA_DIR at another folder, or use DATABASE_URL for a PostgreSQL server shared by several processes.',
        );
      }
      fs.unlinkSync(file); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
