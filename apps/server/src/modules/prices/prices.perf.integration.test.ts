import { describe, expect, it } from 'vitest';
import { benchFact, insertFacts } from '../../../test/price-facts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { recompute } from './prices-repository.ts';

/**
 * Issue 32's performance target (docs/performance.md): recomputing the price references over 100,000
 * awarded projects (each with two quotations that lost, so 300,000 quotations in the `all` basis) takes
 * under 10 s on PostgreSQL, the median of three runs (one run can meet a busy moment of the shared
 * machine; the median only if it stays busy). Skipped unless `BENCH_PRICES` is set (the rows take a while
 * to write):
 * `BENCH_PRICES=100000 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run
 * --project api-postgres apps/server/src/modules/prices/prices.perf.integration.test.ts`.
 */

const N = Number(process.env.BENCH_PRICES ?? 0);
describe.skipIf(!N)('price references at scale', () => {
  it(`recomputes over ${N} awarded projects in under 10 s`, async () => {
    const t = await createTestApp();
    const started = performance.now();
    await insertFacts(
      t.database,
      Array.from({ length: N }, (_, i) => benchFact(i)),
    );
    await t.database.query('ANALYZE projects');
    await t.database.query('ANALYZE project_quotes');
    console.log(`wrote ${N} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const times: number[] = [];
    let cells = 0;
    for (let run = 0; run < 3; run++) {
      const at = performance.now();
      cells = await t.database.db.transaction((tx) => recompute(tx));
      times.push((performance.now() - at) / 1000);
    }
    const median = [...times].sort((a, b) => a - b)[1]!;
    console.log(
      `recompute: ${cells} cells; runs ${times.map((s) => s.toFixed(2)).join(' s, ')} s; median ${median.toFixed(2)} s`,
    );
    expect(cells).toBeGreaterThan(100);
    expect(median).toBeLessThan(10);
    await t.close();
  }, 900_000);
});
