import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain closing line `tests: N passed, N failed, N skipped` that CI reads, and names every
 * test that passed only when retried (browser tests get one retry, see vitest.config.ts), so that a flaky
 * test stays visible instead of passing quietly.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
        if (state === 'passed' && t.diagnostic()?.flaky)
          flaky.push(`${m.moduleId.replace(/^.*\/apps\//, 'apps/')} > ${t.name}`);
      }
    }
    if (flaky.length > 0) {
      console.log(`\npassed only on a retry (${flaky.length}):\n${flaky.map((f) => `  - ${f}`).join('\n')}`);
    }
    console.log(
      `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length > 0 ? ` (${flaky.length} on a retry)` : ''}`,
    );
  }
}
