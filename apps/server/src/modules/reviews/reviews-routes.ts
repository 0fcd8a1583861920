import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ReviewsService } from './reviews-service.ts';

export function registerReviewsRoutes(app: FastifyInstance, deps: { reviews: ReviewsService }) {
  const { reviews } = deps;
  defineCall(app, 'Taskcenter/businesCmt', (b, { member }) => reviews.write(member, 'task', b));
  defineCall(app, 'Taskcenter/businesCmtTask', (b, { member }) => reviews.forSubject(member, 'task', b.id));
  defineCall(app, 'Taskcenter/businesCmtEdit', (b, { member }) => reviews.edit(member, b));
  defineCall(app, 'Taskcenter/businesCmtItem', (b, { member }) => reviews.item(member, b.id));
  defineCall(app, 'Taskcenter/businesCmtList', (b, { member }) => reviews.list(member, b));
  defineCall(app, 'Designer/designerCmts', (b) => reviews.designerCmts(b));
}
