import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { deleteMemberSessions } from '../auth/session-repository.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './admin-repository.ts';

const toItem = (m: repo.AdminMemberRow) => {
  const { date, time } = chinaParts(m.createdAt);
  return {
    cardno: m.cardno,
    mobile: m.mobile,
    name: m.name,
    nickname: m.nickname,
    usertype: m.usertype,
    personauth: m.personauth,
    businsauth: m.businsauth,
    isadmin: m.isadmin,
    disabled: m.disabled,
    dates: date,
    times: time,
  };
};

type AuditRow = Awaited<ReturnType<typeof repo.listAudit>>['rows'][number];
const toAudit = (a: AuditRow) => {
  const { date, time } = chinaParts(a.createdAt);
  return {
    id: a.id,
    actor: a.actor,
    actorName: a.actorName,
    action: a.action,
    targetKind: a.targetKind,
    target: a.target,
    reason: a.reason,
    before: a.before,
    after: a.after,
    created: a.createdAt.toISOString(),
    dates: date,
    times: time,
  };
};

const notFound = () => new AppError('not_found', '会员不存在');

/** The operator console's member management (the caller is an operator: `defineCall` checked). */
export function createAdminService(deps: { db: Db; messages: MessagesService }) {
  const { db, messages } = deps;
  return {
    async memberList(q: { keyword?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.listMembers(db, {
        keyword: q.keyword || undefined,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
    },

    async memberInfo(cardno: string) {
      const m = await repo.findMemberByCardno(db, cardno);
      if (!m) throw notFound();
      const audit = await repo.listAudit(db, { targetMemberId: m.id, offset: 0, limit: 20 });
      return {
        ...toItem(m),
        company: m.company,
        email: m.email,
        city: m.city,
        invitpples: m.invitpples,
        bindwx: m.bindwx,
        audit: audit.rows.map(toAudit),
      };
    },

    /** Disabling ends every session of the member at once; the member is told either way. */
    async memberDisable(operatorId: number, body: { cardno: string; disabled: boolean; reason: string }) {
      return db.transaction(async (tx) => {
        const m = await repo.findMemberByCardno(tx, body.cardno, { forUpdate: true });
        if (!m) throw notFound();
        if (m.id === operatorId) throw new AppError('state_conflict', '不能停用自己的账号');
        if (m.disabled === body.disabled) return toItem(m);
        await repo.setDisabled(tx, m.id, body.disabled);
        if (body.disabled) await deleteMemberSessions(tx, m.id);
        await repo.insertAudit(tx, {
          actorId: operatorId,
          action: body.disabled ? 'member.disable' : 'member.enable',
          targetKind: 'member',
          targetId: m.id,
          reason: body.reason,
          before: { disabled: m.disabled },
          after: { disabled: body.disabled },
        });
        await messages.send(tx, m.id, {
          kind: 'admin',
          title: body.disabled ? '账号已被停用' : '账号已恢复使用',
          conts: body.disabled
            ? `您的账号已被平台停用，原因：${body.reason}。如有疑问请联系客服。`
            : `您的账号已恢复正常使用。说明：${body.reason}`,
        });
        return toItem({ ...m, disabled: body.disabled });
      });
    },

    async auditList(q: { cardno?: string; page: number; pageSize: number }) {
      let targetMemberId: number | undefined;
      if (q.cardno) {
        const m = await repo.findMemberByCardno(db, q.cardno);
        if (!m) return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize };
        targetMemberId = m.id;
      }
      const { rows, total } = await repo.listAudit(db, {
        targetMemberId,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(toAudit), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
