import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain closing line `tests: N passed, N failed, N skipped` that CI reads, and names every
 * test that passed only when retried (browser tests get one retry, see vitest.config.ts), so that a flaky
 * test stays visible instead of passing quietly. Above it, where the time went: per tier the files' summed
 * time (import + tests), and the slowest files, so that a slow CI run can be read from its log.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    const perTier = new Map<string, { files: number; ms: number; importMs: number }>();
    const perFile: { name: string; ms: number }[] = [];
    for (const m of modules) {
      const d = m.diagnostic();
      const ms = d.collectDuration + d.setupDuration + d.prepareDuration + d.duration;
      const tier = m.project.name || 'default';
      const t = perTier.get(tier) ?? { files: 0, ms: 0, importMs: 0 };
      perTier.set(tier, { files: t.files + 1, ms: t.ms + ms, importMs: t.importMs + d.collectDuration });
      perFile.push({ name: `${tier} ${m.moduleId.replace(/^.*\/(apps|packages|scripts)\//, '$1/')}`, ms });
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
        if (state === 'passed' && t.diagnostic()?.flaky)
          flaky.push(`${m.moduleId.replace(/^.*\/apps\//, 'apps/')} > ${t.name}`);
      }
    }
    const sec = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log('\ntime per tier (files run one after another unless vitest.config.ts says otherwise):');
    for (const [tier, t] of perTier)
      console.log(`  ${tier}: ${t.files} files, ${sec(t.ms)} (of which importing ${sec(t.importMs)})`);
    console.log('slowest files:');
    for (const f of perFile.sort((a, b) => b.ms - a.ms).slice(0, 12))
      console.log(`  ${sec(f.ms)}  ${f.name}`);
    if (flaky.length > 0) {
      console.log(`\npassed only on a retry (${flaky.length}):\n${flaky.map((f) => `  - ${f}`).join('\n')}`);
    }
    console.log(
      `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length > 0 ? ` (${flaky.length} on a retry)` : ''}`,
    );
  }
}
