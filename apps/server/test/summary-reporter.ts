import type { Reporter, TestModule } from 'vitest/node';

/** Prints the plain closing line `tests: N passed, N failed, N skipped` that CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
