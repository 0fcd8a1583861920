import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedRuns } from '../db/schema/seed-runs.ts';

/**
 * The version of the demo seeds: a SHA-256 over this folder's seed sources (tests left out). Any change to
 * a seed or its data is another version, so the next start runs the (idempotent) seeds again and fills in
 * what the change added; nobody has to remember to raise a number.
 */
export function demoSeedVersion(): string {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const h = crypto.createHash('sha256');
  for (const f of files) {
    h.update(`${f}\n`);
    h.update(fs.readFileSync(`${dir}${f}`));
  }
  return h.digest('hex').slice(0, 16);
}

/** Whether a run of the seed set `name` at this version went to its end (issue 34 point 5). */
export async function seedRunDone(db: Db, name: string, version: string): Promise<boolean> {
  const [row] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, name));
  return row?.version === version;
}

/** Records that a run of the seed set `name` at this version went to its end. */
export async function recordSeedRun(db: Db, name: string, version: string): Promise<void> {
  await db
    .insert(seedRuns)
    .values({ name, version })
    .onConflictDoUpdate({ target: seedRuns.name, set: { version, completedAt: new Date() } });
}
