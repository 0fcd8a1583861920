import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import { type MembersService, toUserInfo } from './members-service.ts';

export function registerMembersRoutes(app: FastifyInstance, deps: { members: MembersService }) {
  defineCall(app, 'Member/userInfo', async (_b, { member }) => toUserInfo(member));
  defineCall(app, 'Member/updateBaseInfo', (b, { member }) => deps.members.updateBaseInfo(member, b));
}
