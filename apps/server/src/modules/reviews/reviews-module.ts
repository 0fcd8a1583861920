import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import type { Reputation } from '../people/reputation-service.ts';
import { registerReviewsRoutes } from './reviews-routes.ts';
import { createReviewsService, PUBLISH_JOB, type PublishPayload } from './reviews-service.ts';

/**
 * Reviews (issue 13 point 7; docs/domains/reviews.md): the service, its calls and the publication job.
 * Registered before the modules whose deals are reviewed: they register their kind (`registerKind`) and
 * call `completed` when a deal completes.
 */
export function registerReviews(
  app: FastifyInstance,
  deps: { db: Db; notify: Notify; jobs: JobsService; reputation: Reputation },
) {
  const reviews = createReviewsService(deps);
  deps.jobs.define<PublishPayload>({
    name: PUBLISH_JOB,
    title: '评价期结束，公开双方评价',
    run: async (p, { tx }) => void (await reviews.publishDue(tx, p)),
  });
  registerReviewsRoutes(app, { reviews });
  return reviews;
}
