import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** What a run (or, merged, several runs at once: scripts/test-tiers.ts) did, for the closing summary. */
export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on their retry, each with its first attempt's error. */
  flaky: string[];
  /** Per tier: its files and their summed time (import + tests). */
  tiers: Record<string, { files: number; ms: number; importMs: number }>;
  files: { name: string; ms: number }[];
}

export function summarize(modules: ReadonlyArray<TestModule>): RunSummary {
  const s: RunSummary = { passed: 0, failed: 0, skipped: 0, flaky: [], tiers: {}, files: [] };
  for (const m of modules) {
    const d = m.diagnostic();
    const ms = d.collectDuration + d.setupDuration + d.prepareDuration + d.duration;
    const tier = m.project.name || 'default';
    const t = s.tiers[tier] ?? { files: 0, ms: 0, importMs: 0 };
    s.tiers[tier] = { files: t.files + 1, ms: t.ms + ms, importMs: t.importMs + d.collectDuration };
    s.files.push({ name: `${tier} ${m.moduleId.replace(/^.*\/(apps|packages|scripts)\//, '$1/')}`, ms });
    for (const test of m.children.allTests()) {
      const result = test.result();
      const state = result.state;
      if (state === 'passed') s.passed++;
      else if (state === 'failed') s.failed++;
      else s.skipped++;
      if (state === 'passed' && test.diagnostic()?.flaky) {
        // a passed test keeps the errors of its failed attempts: the first one's message says what broke
        const first = result.errors?.[0];
        const why = first ? `\n      first attempt: ${attemptLines(first).join('\n        ')}` : '';
        s.flaky.push(`${m.moduleId.replace(/^.*\/apps\//, 'apps/')} > ${test.name}${why}`);
      }
    }
  }
  return s;
}

/**
 * What a failed attempt's error says, in a few lines: its first line, where in a test file it was thrown,
 * and for a browser call what it was waiting for and the last thing it saw (Playwright's call log: which
 * locator, and `element is not stable`, `… intercepts pointer events` and the like).
 */
function attemptLines(e: { name?: string; message?: string; stack?: string }): string[] {
  const message = `${e.name ?? 'Error'}: ${e.message ?? ''}`;
  const lines = [message.split('\n')[0] ?? ''];
  const at = (e.stack ?? '').split('\n').find((l) => /\.(spec|test)\.ts:\d+/.test(l));
  if (at)
    lines.push(
      `at ${at
        .replace(/^.*\/(apps|packages|scripts)\//, '$1/')
        .replace(/[()]/g, '')
        .trim()}`,
    );
  const log = message.split('\n').filter((l) => /^\s+- /.test(l));
  const kept = log.length > 4 ? [...log.slice(0, 2), '…', ...log.slice(-2)] : log;
  return [...lines, ...kept.map((l) => l.trim())];
}

export function mergeSummaries(list: RunSummary[]): RunSummary {
  const all: RunSummary = { passed: 0, failed: 0, skipped: 0, flaky: [], tiers: {}, files: [] };
  for (const s of list) {
    all.passed += s.passed;
    all.failed += s.failed;
    all.skipped += s.skipped;
    all.flaky.push(...s.flaky);
    Object.assign(all.tiers, s.tiers);
    all.files.push(...s.files);
  }
  return all;
}

/** The closing summary: where the time went, the tests that passed only on a retry, the counts line. */
export function printSummary(s: RunSummary, heading: string): void {
  const sec = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  console.log(`\ntime per tier (${heading}):`);
  for (const [tier, t] of Object.entries(s.tiers))
    console.log(`  ${tier}: ${t.files} files, ${sec(t.ms)} (of which importing ${sec(t.importMs)})`);
  console.log('slowest files:');
  for (const f of [...s.files].sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(`  ${sec(f.ms)}  ${f.name}`);
  if (s.flaky.length > 0) {
    console.log(
      `\npassed only on a retry (${s.flaky.length}):\n${s.flaky.map((f) => `  - ${f}`).join('\n')}`,
    );
  }
  console.log(
    `\ntests: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${s.flaky.length > 0 ? ` (${s.flaky.length} on a retry)` : ''}`,
  );
}

/**
 * Prints the plain closing line `tests: N passed, N failed, N skipped` that CI reads, and names every
 * test that passed only when retried (browser tests get one retry, see vitest.config.ts), so that a flaky
 * test stays visible instead of passing quietly. Above it, where the time went: per tier the files' summed
 * time (import + tests), and the slowest files, so that a slow CI run can be read from its log.
 *
 * With `HZ_SUMMARY_JSON` set (scripts/test-tiers.ts runs the tiers in two vitest processes at once), it
 * writes the summary to that file instead, and the script prints the two merged.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const s = summarize(modules);
    const out = process.env.HZ_SUMMARY_JSON;
    if (out) fs.writeFileSync(out, JSON.stringify(s));
    else printSummary(s, 'files run one after another unless vitest.config.ts says otherwise');
  }
}
