import { createConsultReports } from './consult-reports.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineCall } from '../../lib/route.ts';
import type { EventsService } from '../events/events-service.ts';
import type { Limiter } from '../limits/limits-service.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { consultNotices, createConsultService } from './consult-service.ts';

/**
 * Asking before hiring (issue 28 point 6; docs/domains/consult.md): the service, its entry in the event
 * catalogue and its calls.
 */
export function registerConsult(
  app: FastifyInstance,
  deps: {
    db: Db;
    events: EventsService;
    messages: MessagesService;
    recordContact: RecordContactAttempt;
    limiter: Limiter;
    limits: { newPerDay: number; newPerDayUnverified: number };
    notify: Notify;
    audit: AuditService;
  },
) {
  deps.events.define(consultNotices);
  const consult = createConsultService(deps);
  defineCall(app, 'Consult/open', (b, { member }) => consult.open(member, b));
  defineCall(app, 'Consult/list', (b, { member }) => consult.list(member, b));
  defineCall(app, 'Consult/messages', (b, { member }) => consult.messages(member, b));
  defineCall(app, 'Consult/send', (b, { member }) => consult.send(member, b));
  defineCall(app, 'Consult/block', (b, { member }) => consult.block(member, b));
  defineCall(app, 'Consult/report', (b, { member }) => consult.report(member, b));
  defineCall(app, 'Consult/replyTime', (b) => consult.replyTime(b));
  const reports = createConsultReports(deps);
  defineCall(app, 'Admin/consultReports', (b) => reports.reports(b));
  defineCall(app, 'Admin/consultReportHandle', (b, { member }) => reports.handleReport(member, b));
  return consult;
}
