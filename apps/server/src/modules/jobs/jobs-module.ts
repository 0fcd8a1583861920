import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './jobs-repository.ts';
import { registerJobsRoutes } from './jobs-routes.ts';
import { createJobRunner, type JobRunner, type RunnerStatus } from './jobs-runner.ts';
import { createJobsService, type JobsService } from './jobs-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: modules define and enqueue theirs; tests run them with their own runner. */
    jobs: JobsService;
  }
}

/**
 * Background jobs (docs/domains/jobs.md): the service that modules define their jobs with (before the
 * server listens), the console's calls, and this process's workers, which start when the server listens
 * and stop (letting running jobs finish) when it closes. `JOBS_CONCURRENCY=0` runs no workers here.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: { database: Database; config: Config['jobs']; audit: AuditService },
): { jobs: JobsService; workers: () => RunnerStatus | null } {
  const { database, config } = deps;
  const jobs = createJobsService({ db: database.db, audit: deps.audit });
  jobs.define({
    name: 'jobs.cleanup',
    title: '清理已完成的后台任务',
    schedule: { dailyAt: '04:30' },
    async run(_payload, { tx }) {
      const deleted = await repo.deleteDoneBefore(tx, config.keepDays);
      if (deleted) app.log.info({ deleted, keepDays: config.keepDays }, 'jobs: finished jobs cleaned up');
    },
  });
  registerJobsRoutes(app, { jobs });
  app.decorate('jobs', jobs);

  let runner: JobRunner | undefined;
  if (config.concurrency > 0) {
    app.addHook('onListen', async () => {
      if (runner) return;
      const definitions = jobs.definitions();
      runner = createJobRunner({
        database,
        definitions,
        concurrency: config.concurrency,
        pollMs: config.pollMs,
        log: app.log,
      });
      await runner.start();
      app.log.info(
        { worker: runner.workerId, concurrency: config.concurrency, jobs: definitions.map((d) => d.name) },
        'jobs: workers started',
      );
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  }
  // null until the server listens, and in a process without workers
  return { jobs, workers: () => runner?.status() ?? null };
}
