import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineCall } from '../../lib/route.ts';
import { showComplaints } from '../complaints/complaints-of-show.ts';
import { attachableModel, showModelCards, showModelChoices } from '../models/models-of-show.ts';
import { showProjects } from '../projects/actions/show-projects.ts';
import { showTasks } from '../tasks/actions/show-tasks.ts';
import { createShowsService, type ShowContests } from './shows-service.ts';

/**
 * 我的展会 and the show plan (issue 31): the calls and the calendar feed; the deals come from the tasks,
 * projects and contests modules (the contests' through the contests service app.ts hands over), the
 * complaints from theirs.
 */
export function registerShows(
  app: FastifyInstance,
  deps: {
    db: Db;
    contestsOf: ShowContests;
    secret: string;
    publicUrl?: string;
  },
) {
  const shows = createShowsService({
    ...deps,
    tasksOf: showTasks,
    projectsOf: showProjects,
    complaintsOf: showComplaints,
    modelsOf: { cards: showModelCards, attachable: attachableModel, choices: showModelChoices },
  });
  defineCall(app, 'Show/myShows', (_, { member }) => shows.myShows(member.id));
  defineCall(app, 'Show/plan', (b, { member }) => shows.plan(member.id, b));
  defineCall(app, 'Show/join', (b, { member }) => shows.join(member.id, b));
  defineCall(app, 'Show/leave', (b, { member }) => shows.leave(member.id, b));
  defineCall(app, 'Show/modelAdd', (b, { member }) => shows.modelAdd(member.id, b));
  defineCall(app, 'Show/modelRemove', (b, { member }) => shows.modelRemove(member.id, b));
  defineCall(app, 'Show/modelChoices', (_, { member }) => shows.modelChoices(member.id));
  defineCall(app, 'Show/calendar', (_, { member }) => shows.calendar(member.id));
  defineCall(app, 'Show/calendarReset', (_, { member }) => shows.calendarReset(member.id));

  // The calendar feed (RFC 5545): a GET without a session, for calendar apps; the signed token is the
  // proof. `?exhibition=N` or `?show=名称` narrows it to one show, `download=1` saves it as a file.
  app.get<{ Params: { file: string }; Querystring: Record<string, string | undefined> }>(
    '/ical/:file',
    async (req, reply) => {
      const file = req.params.file.slice(0, 80);
      const q = req.query;
      const exhibition = Number(q.exhibition ?? 0);
      const showname = String(q.show ?? '')
        .trim()
        .slice(0, 60);
      const only =
        Number.isSafeInteger(exhibition) && exhibition > 0
          ? { exhibition, showname: '' }
          : showname
            ? { exhibition: 0, showname }
            : undefined;
      const feed = file.endsWith('.ics') ? await shows.feed(file.slice(0, -4), only) : null;
      reply.header('cache-control', 'private, max-age=300').header('x-robots-tag', 'noindex');
      if (!feed) return reply.status(404).type('text/plain; charset=utf-8').send('日历不存在或链接已失效');
      if (q.download === '1')
        reply.header(
          'content-disposition',
          `attachment; filename="show-plan.ics"; filename*=UTF-8''${encodeURIComponent(`${feed.name}.ics`)}`,
        );
      return reply.type('text/calendar; charset=utf-8').send(feed.ics);
    },
  );
  return shows;
}
