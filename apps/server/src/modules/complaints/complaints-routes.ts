import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import type { ComplaintsService } from './complaints-service.ts';

export function registerComplaintsRoutes(app: FastifyInstance, deps: { complaints: ComplaintsService }) {
  const { complaints } = deps;
  // the two sides
  defineCall(app, 'Complain/complainAdd', (b, { member }) => complaints.add(member, b));
  defineCall(app, 'Complain/complainEdit', (b, { member }) => complaints.edit(member, b));
  defineCall(app, 'Complain/complainWaive', (b, { member }) => complaints.waive(member, b.id));
  defineCall(app, 'Complain/complainList', (b, { member }) => complaints.list(member, b));
  // the sides and the operators
  defineCall(app, 'Complain/complainInfo', (b, { member }) => complaints.info(member, b.id));
  // operators (the contract marks them `admin`)
  defineCall(app, 'Admin/complaintList', (b) => complaints.queue(b));
  defineCall(app, 'Admin/complaintEvidence', (b) => complaints.evidence(b.id));
  defineCall(app, 'Admin/complaintDecide', (b, { member }) => complaints.decide(member, b));
}
