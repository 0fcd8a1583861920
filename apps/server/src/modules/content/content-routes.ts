import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ContentService } from './content-service.ts';

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  const { content } = deps;
  defineCall(app, 'Article/myList', (b, { member }) => content.myList(member.id, b));
  defineCall(app, 'Admin/contentList', (b) => content.contentList(b));
  defineCall(app, 'Admin/contentReview', (b, { member }) => content.contentReview(member.id, b));
}
