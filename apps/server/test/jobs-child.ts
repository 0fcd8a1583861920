// A second server process for the job runner's crash test (jobs.integration.test.ts): runs the job
// `test.hang`, whose handler writes inside its transaction, says so on stdout and then never returns, so
// that the test can kill this process in the middle of the job. Arguments: `postgres <url>` or
// `pglite <data dir>`.
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { createJobRunner } from '../src/modules/jobs/jobs-runner.ts';

const [kind, where] = process.argv.slice(2) as [string, string];
const database: Database =
  kind === 'postgres'
    ? await openPostgres(where, { migrate: false, max: 2 })
    : await openPglite({ dataDir: where }, { migrate: false });

const quiet = { debug() {}, warn() {}, error() {} };
const runner = createJobRunner({
  database,
  workerId: `child:${process.pid}`,
  concurrency: 1,
  pollMs: 50,
  log: quiet,
  definitions: [
    {
      name: 'test.hang',
      title: '测试：中途停止',
      leaseMs: 30_000,
      async run(payload, { tx, job }) {
        // the same write the retry makes: a second copy would show as a second row
        await tx.execute(
          sql`INSERT INTO job_effects (job_id, note) VALUES (${job.id}, ${`child ${job.attempt}`})`,
        );
        console.log(`written ${job.id} ${JSON.stringify(payload)}`);
        await new Promise(() => {});
      },
    },
  ],
});
await runner.start();
console.log(`started ${runner.workerId}`);
