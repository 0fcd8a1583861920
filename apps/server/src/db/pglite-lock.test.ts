import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../test/open-pglite.ts', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const openInAnotherProcess = async () => {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, dir], {
      cwd: path.dirname(script),
    });
    return { code: 0, out: stdout.trim() };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout.trim() };
  }
};

it('a second process opening the same PGlite directory is refused with a clear message', async () => {
  const db = await openPglite({ dataDir: dir });
  try {
    await db.query(`CREATE TABLE IF NOT EXISTS probe (n int)`);
    const second = await openInAnotherProcess();
    expect(second.code).toBe(3);
    expect(second.out).toContain(`already open in another process (pid ${process.pid})`);
    // the same process cannot open it twice either
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(/already open/);
  } finally {
    await db.close();
  }
  // once closed, the directory opens again, data intact
  expect(await openInAnotherProcess()).toEqual({ code: 0, out: 'opened' });
}, 60_000);

it('a lock left by a process that is gone is taken over', async () => {
  fs.writeFileSync(path.join(dir, 'db.lock'), '999999');
  expect(await openInAnotherProcess()).toEqual({ code: 0, out: 'opened' });
}, 60_000);
