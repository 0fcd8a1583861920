import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/route.ts';
import { createStaffConsole } from './staff-console.ts';
import { createStaffService } from './staff-service.ts';

/** Companies and their staff (issue 33, decision 056): the service and its calls. */
export function registerStaff(
  app: FastifyInstance,
  deps: Parameters<typeof createStaffService>[0] & {
    wallet: { balances: Parameters<typeof createStaffConsole>[0]['balances'] };
  },
) {
  const staff = createStaffService(deps);
  const companies = createStaffConsole({ db: deps.db, balances: (id) => deps.wallet.balances(id) });
  defineCall(app, 'Staff/company', (_b, { member }) => staff.company(member));
  defineCall(app, 'Staff/invite', (b, { member }) => staff.invite(member, b));
  defineCall(app, 'Staff/inviteRevoke', (b, { member }) => staff.revoke(member, b.id));
  defineCall(app, 'Staff/inviteInfo', (b) => staff.landing(b.token));
  defineCall(app, 'Staff/inviteAccept', (b, { member }) => staff.accept(member, b.token));
  defineCall(app, 'Staff/setRoles', (b, { member }) => staff.setRoles(member, b.cardno, b.roles));
  defineCall(app, 'Staff/remove', (b, { member }) => staff.remove(member, b.cardno));
  defineCall(app, 'Staff/leave', (_b, { member }) => staff.leave(member));
  // the operator console's company view (read only)
  defineCall(app, 'Admin/companyList', (b) => companies.list(b));
  defineCall(app, 'Admin/companyInfo', (b) => companies.info(b.cardno));
}
