import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { AdminService } from './admin-service.ts';

/** `/api/Admin/*`: operators only (the contract marks each call `admin`; `defineCall` enforces it). */
export function registerAdminRoutes(app: FastifyInstance, deps: { admin: AdminService }) {
  const { admin } = deps;
  defineCall(app, 'Admin/memberList', (b) => admin.memberList(b));
  defineCall(app, 'Admin/memberInfo', (b) => admin.memberInfo(b.cardno));
  defineCall(app, 'Admin/memberDisable', (b, { member }) => admin.memberDisable(member.id, b));
  defineCall(app, 'Admin/auditList', (b) => admin.auditList(b));
  defineCall(app, 'Admin/pendingCounts', () => admin.pendingCounts());
}
