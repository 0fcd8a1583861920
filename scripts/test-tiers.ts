/**
 * The test step of `npm test`: the browser tier and the other tiers in two vitest processes at once.
 *
 * Why two processes: vitest runs a project whose files may not run side by side (`e2e`, `fileParallelism:
 * false`) in a group of its own after every other group, and on a 2-core machine its default is one
 * worker, so the tiers ran one after another and the run was their sum. A browser test spends much of its
 * time waiting (on its server, on the page), and an API test keeps one core busy: run side by side, the
 * run takes about as long as the longer of the two (docs/testing.md, "where the run's time goes").
 *
 *   tsx scripts/test-tiers.ts            # every tier: unit, e2e ‖ api-pglite, api-postgres (with TEST_DATABASE_URL)
 *   tsx scripts/test-tiers.ts <args…>    # anything else: one plain `vitest run <args…>`
 *
 * Each line of output is prefixed with its process (`e2e │`, `api │`); at the end, the two closing
 * summaries (apps/server/test/summary-reporter.ts) merged into one, ending with the `tests:` line CI reads.
 * Exits non-zero when either process does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mergeSummaries, printSummary, type RunSummary } from '../apps/server/test/summary-reporter.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

if (args.length > 0) {
  const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const api = ['api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])];
  // the unit tier (~70 s) runs before the browser tier, in its process: at stop 45 the API half was the
  // longer (e2e 1,663 s ‖ unit 69 + api 1,700 s), and since stop 46 the browser tier takes no pictures in CI
  const groups = [
    { name: 'e2e', projects: ['unit', 'e2e'] },
    { name: 'api', projects: api },
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-tiers-'));
  const started = Date.now();

  const run = (group: (typeof groups)[number]) =>
    new Promise<{ code: number; summary?: RunSummary; seconds: number }>((resolve) => {
      const json = path.join(dir, `${group.name}.json`);
      const child = spawn(
        process.execPath,
        [vitest, 'run', ...group.projects.flatMap((p) => ['--project', p])],
        { cwd: root, env: { ...process.env, HZ_SUMMARY_JSON: json }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const prefix = `${group.name} │ `;
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          process.stdout.write(`${prefix}${line}\n`);
        });
      }
      child.on('exit', (code, signal) => {
        const seconds = (Date.now() - started) / 1000;
        const summary = fs.existsSync(json)
          ? (JSON.parse(fs.readFileSync(json, 'utf8')) as RunSummary)
          : undefined;
        console.log(`${prefix}done after ${seconds.toFixed(0)} s (exit ${code ?? signal})`);
        resolve({ code: code ?? 1, summary, seconds });
      });
    });

  const results = await Promise.all(groups.map(run));
  fs.rmSync(dir, { recursive: true, force: true });
  const summaries = results.flatMap((r) => (r.summary ? [r.summary] : []));
  const wall = Math.max(...results.map((r) => r.seconds));
  printSummary(
    mergeSummaries(summaries),
    `two processes side by side, ${groups.map((g, i) => `${g.projects.join(' + ')} ${results[i]?.seconds.toFixed(0)} s`).join(' ‖ ')}; wall ${wall.toFixed(0)} s`,
  );
  const missing = results.filter((r) => !r.summary).length;
  if (missing > 0)
    console.log(`\n${missing} of the test processes ended without a summary (crashed or killed)`);
  process.exit(results.some((r) => r.code !== 0) || missing > 0 ? 1 : 0);
}
