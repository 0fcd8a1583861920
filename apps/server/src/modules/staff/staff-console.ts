import type { z } from '@hz/contract/common/zod';
import type { adminCompanyInfo, adminCompanyItem } from '@hz/contract/staff';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle as maskMobile } from '../../lib/mask.ts';
import { fenToYuan } from '../../lib/money.ts';
import * as repo from './staff-repository.ts';
import { inviteOut } from './staff-service.ts';

type Balances = { available: number; escrow: number; withdrawing: number };

const itemOut = (c: repo.ConsoleCompanyRow): z.infer<typeof adminCompanyItem> => ({
  cardno: c.cardno,
  company: c.company || c.nickname,
  owner: c.name || c.nickname,
  mobile: maskMobile(c.mobile),
  usertype: c.usertype,
  staff: c.staff,
  invites: c.invites,
  balance: fenToYuan(c.balance),
  verified: c.verifiedAt ? chinaParts(c.verifiedAt).date : '',
});

/**
 * The operator console's company view (issue 33 point 6, decision 056): business-verified accounts with
 * their staff, invitations and wallet, read only. Mobiles are masked as everywhere in the console.
 */
export function createStaffConsole(deps: { db: Db; balances: (memberId: number) => Promise<Balances> }) {
  const { db } = deps;
  return {
    async list(q: { keyword?: string; page: number; pageSize: number }) {
      const { rows, total } = await db.transaction((tx) => repo.companiesPage(tx, q));
      return { listItem: rows.map(itemOut), total, page: q.page, pageSize: q.pageSize };
    },

    async info(cardno: string): Promise<z.infer<typeof adminCompanyInfo>> {
      const found = await db.transaction(async (tx) => {
        const c = await repo.consoleCompany(tx, cardno);
        if (!c) return null;
        const company = repo.isCompany(c);
        const [staff, invites] = company
          ? await Promise.all([repo.staffOf(tx, c.id), repo.invitesOf(tx, c.id)])
          : [[], []];
        return { c, company, staff, invites };
      });
      if (!found) throw new AppError('not_found', '会员不存在');
      const w = await deps.balances(found.c.id);
      return {
        company: itemOut(found.c),
        isCompany: found.company,
        staff: found.staff.map((s) => ({
          cardno: s.cardno,
          name: s.name,
          mobile: maskMobile(s.mobile),
          roles: s.roles,
          joined: chinaParts(s.createdAt).date,
        })),
        invites: found.invites.map(inviteOut).filter((i) => i.state === 'open'),
        wallet: {
          available: fenToYuan(w.available),
          escrow: fenToYuan(w.escrow),
          withdrawing: fenToYuan(w.withdrawing),
        },
      };
    },
  };
}
