import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { JobsService } from './jobs-service.ts';

export function registerJobsRoutes(app: FastifyInstance, deps: { jobs: JobsService }) {
  const { jobs } = deps;
  defineCall(app, 'Admin/jobList', (b) => jobs.list(b));
  defineCall(app, 'Admin/jobRetry', (b, { member }) => jobs.retry(member.id, b.id));
}
