import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { AnswerCache } from '../search/answer-cache.ts';
import type { ListingsService } from './listings-service.ts';

export function registerListingsRoutes(
  app: FastifyInstance,
  deps: { listings: ListingsService; answers: AnswerCache },
) {
  const { listings, answers } = deps;
  defineCall(app, 'Article/huizhanPub', (b, { member }) => listings.publish('huizhan', member, b));
  defineCall(app, 'Article/huiyiPub', (b, { member }) => listings.publish('huiyi', member, b));
  defineCall(app, 'Common/huizhanInfo', async (b, { req }) =>
    listings.detail('huizhan', b.id, await req.member()),
  );
  defineCall(app, 'Common/huiyiInfo', async (b, { req }) =>
    listings.detail('huiyi', b.id, await req.member()),
  );
  // public answers, the body alone decides them: reused while the listings are unchanged (decision 065)
  defineCall(app, 'Common/searchHuizhan', (b) =>
    answers.answer('listings', 'searchHuizhan', b, () => listings.search('huizhan', b)),
  );
  defineCall(app, 'Common/searchHuiyi', (b) =>
    answers.answer('listings', 'searchHuiyi', b, () => listings.search('huiyi', b)),
  );
}
