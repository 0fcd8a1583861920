import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { VerificationService } from './verification-service.ts';

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: { verification: VerificationService },
) {
  const { verification } = deps;
  defineCall(app, 'Member/personAuthInfo', (_b, { member }) => verification.personAuthInfo(member));
  defineCall(app, 'Member/personAuth', (b, { member }) => verification.personAuth(member, b));
  defineCall(app, 'Member/businesAuthInfo', (_b, { member }) => verification.businesAuthInfo(member));
  defineCall(app, 'Member/businesAuth', (b, { member }) => verification.businesAuth(member, b));
  defineCall(app, 'Admin/authList', (b) => verification.authList(b));
  defineCall(app, 'Admin/authInfo', (b) => verification.authInfo(b));
  defineCall(app, 'Admin/authReview', (b, { member }) => verification.authReview(member.id, b));
}
