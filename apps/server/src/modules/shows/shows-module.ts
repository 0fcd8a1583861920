import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineCall } from '../../lib/route.ts';
import { createShowsService, type ShowProjects, type ShowTasks } from './shows-service.ts';

/** 我的展会 and the show plan (issue 31): the calls; the deals come from the tasks and projects modules. */
export function registerShows(
  app: FastifyInstance,
  deps: { db: Db; tasksOf: ShowTasks; projectsOf: ShowProjects },
) {
  const shows = createShowsService(deps);
  defineCall(app, 'Show/myShows', (_, { member }) => shows.myShows(member.id));
  defineCall(app, 'Show/plan', (b, { member }) => shows.plan(member.id, b));
  defineCall(app, 'Show/join', (b, { member }) => shows.join(member.id, b));
  defineCall(app, 'Show/leave', (b, { member }) => shows.leave(member.id, b));
  return shows;
}
