import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { CashService } from './cash-service.ts';

export function registerCashRoutes(app: FastifyInstance, deps: { cash: CashService }) {
  const { cash } = deps;
  defineCall(app, 'Applycash/postNew', (b, { member }) => cash.postNew(member, b));
  defineCall(app, 'Applycash/list', (b, { member }) => cash.list(member.id, b));
  defineCall(app, 'Admin/cashList', (b) => cash.queue(b));
  defineCall(app, 'Admin/cashReview', (b, { member }) => cash.review(member.id, b));
}
