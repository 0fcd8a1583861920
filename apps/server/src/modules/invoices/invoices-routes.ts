import { calls } from '@hz/contract/calls';
import type { FastifyInstance } from 'fastify';
import { actAs } from '../../lib/acting.ts';
import { notLoggedIn } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { defineCall, requireCallRoles } from '../../lib/route.ts';
import { invalidParams } from '../../plugins/envelope.ts';
import type { InvoicesService } from './invoices-service.ts';

export function registerInvoicesRoutes(app: FastifyInstance, deps: { invoices: InvoicesService }) {
  const { invoices } = deps;
  defineCall(app, 'Invoice/quota', (_b, { member }) => invoices.quota(member));
  defineCall(app, 'Invoice/request', (b, { member }) => invoices.request(member, b));
  defineCall(app, 'Invoice/list', (b, { member }) => invoices.list(member.id, b));
  defineCall(app, 'Admin/invoiceList', (b) => invoices.queue(b));
  defineCall(app, 'Admin/invoiceIssue', (b, { member }) =>
    invoices.decide(member.id, { id: b.id, issue: true, invoiceNo: b.invoiceNo, fileId: b.fileId }),
  );
  defineCall(app, 'Admin/invoiceRefuse', (b, { member }) =>
    invoices.decide(member.id, { id: b.id, issue: false, reason: b.reason }),
  );
  const dl = calls['Invoice/download'];
  app.get(dl.path, async (req, reply) => {
    const member = await req.member();
    if (!member) throw notLoggedIn();
    // the role first, as defineCall does: a staff member without 财务 learns nothing about the query
    requireCallRoles(member, 'Invoice/download');
    const parsed = dl.query.safeParse(req.query ?? {});
    if (!parsed.success) throw invalidParams(parsed.error);
    const run = () => invoices.download(member.id, parsed.data.id);
    const f = member.actor ? await actAs(member.actor, run) : await run();
    return reply
      .header('content-type', dl.download)
      .header('content-disposition', contentDisposition('attachment', f.name))
      .header('cache-control', 'private, no-store')
      .send(f.stream);
  });
}
