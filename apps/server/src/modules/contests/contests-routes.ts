import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ReviewsService } from '../reviews/reviews-service.ts';
import type { ContestsService } from './contests-service.ts';

export function registerContestsRoutes(
  app: FastifyInstance,
  deps: { contests: ContestsService; reviews: ReviewsService },
) {
  const { contests, reviews } = deps;
  // reviews of an awarded entry (the client and its author, after acceptance)
  defineCall(app, 'Contest/businesCmt', (b, { member }) => reviews.write(member, 'contest', b));
  defineCall(app, 'Contest/businesCmtEntry', (b, { member }) => reviews.forSubject(member, 'contest', b.id));
  // the client
  defineCall(app, 'Contest/contestPub', (b, { member }) => contests.publish(member, b));
  defineCall(app, 'Contest/contestExtend', (b, { member }) => contests.extend(member, b));
  defineCall(app, 'Contest/contestClose', (b, { member }) => contests.close(member, b.id));
  defineCall(app, 'Contest/entryRate', (b, { member }) => contests.rate(member, b));
  defineCall(app, 'Contest/entryComment', (b, { member }) => contests.comment(member, b));
  defineCall(app, 'Contest/entryEliminate', (b, { member }) => contests.eliminate(member, b.id));
  defineCall(app, 'Contest/nameFinalists', (b, { member }) => contests.finalists(member, b));
  defineCall(app, 'Contest/chooseWinners', (b, { member }) => contests.choose(member, b));
  defineCall(app, 'Contest/contestAccept', (b, { member }) => contests.accept(member, b));
  // designers
  defineCall(app, 'Contest/entrySubmit', (b, { member }) => contests.submit(member, b));
  defineCall(app, 'Contest/entryEdit', (b, { member }) => contests.edit(member, b));
  defineCall(app, 'Contest/entryWithdraw', (b, { member }) => contests.withdraw(member, b.id));
  defineCall(app, 'Contest/entryShow', (b, { member }) => contests.show(member, b));
  defineCall(app, 'Contest/entryHandover', (b, { member }) => contests.handover(member, b));
  // everyone
  defineCall(app, 'Contest/contestHall', (b) => contests.hall(b));
  defineCall(app, 'Contest/contestInfo', async (b, { req }) =>
    contests.info(b.id, (await req.member()) ?? null),
  );
  defineCall(app, 'Contest/entryList', async (b, { req }) =>
    contests.entries(b.id, (await req.member()) ?? null),
  );
  defineCall(app, 'Contest/myContests', (b, { member }) => contests.mine(member, b));
}
