import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import { registerComplaintsRoutes } from './complaints-routes.ts';
import { createComplaintsService } from './complaints-service.ts';

/**
 * Complaints (issue 13 point 6; docs/domains/complaints.md): the service and its calls. Kinds of deal
 * register themselves on the returned service (`registerKind`) before the server serves.
 */
export function registerComplaints(
  app: FastifyInstance,
  deps: { db: Db; notify: Notify; audit: AuditService },
) {
  const complaints = createComplaintsService(deps);
  registerComplaintsRoutes(app, { complaints });
  return complaints;
}
