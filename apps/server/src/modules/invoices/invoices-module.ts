import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { registerInvoicesRoutes } from './invoices-routes.ts';
import { createInvoicesService } from './invoices-service.ts';

/** 发票 (issue 33 point 4): the service and its routes; the console's pending count from the result. */
export function registerInvoices(
  app: FastifyInstance,
  deps: { db: Db; uploads: UploadsService; notify: Notify; audit: AuditService },
) {
  const invoices = createInvoicesService(deps);
  registerInvoicesRoutes(app, { invoices });
  return invoices;
}
