import type { AuditAction } from '@hz/contract/admin';
import type { ContentKind } from '@hz/contract/content';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { sentence } from '../../lib/sentence.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { endMemberSessions } from '../auth/session-service.ts';
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

const notFound = () => new AppError('not_found', '会员不存在');

/**
 * What waits for an operator in each queue, asked of the module that owns the queue (verification, cash,
 * content, contact, jobs) through its service.
 */
export interface PendingQueues {
  verification: () => Promise<{ person: number; business: number }>;
  cash: () => Promise<number>;
  invoices: () => Promise<number>;
  content: () => Promise<Record<ContentKind, number>>;
  feedback: () => Promise<number>;
  jobs: () => Promise<number>;
  complaints: () => Promise<number>;
}

/** The operator console's member management (the caller is an operator: `defineCall` checked). */
export function createAdminService(deps: {
  db: Db;
  messages: MessagesService;
  audit: AuditService;
  queues: PendingQueues;
}) {
  const { db, messages, audit, queues } = deps;
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
      const entries = await audit.list({ targetMemberId: m.id, page: 1, pageSize: 20 });
      return {
        ...toItem(m),
        company: m.company,
        email: m.email,
        city: m.city,
        invitpples: m.invitpples,
        bindwx: m.bindwx,
        audit: entries.listItem,
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
        if (body.disabled) await endMemberSessions(tx, m.id);
        await audit.record(tx, {
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
            ? `您的账号已被平台停用，原因：${sentence(body.reason)}如有疑问请联系客服。`
            : `您的账号已恢复正常使用。说明：${sentence(body.reason)}`,
        });
        return toItem({ ...m, disabled: body.disabled });
      });
    },

    async auditList(q: {
      cardno?: string;
      action?: AuditAction;
      from?: string;
      to?: string;
      page: number;
      pageSize: number;
    }) {
      let targetMemberId: number | undefined;
      if (q.cardno) {
        const m = await repo.findMemberByCardno(db, q.cardno);
        if (!m) return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize };
        targetMemberId = m.id;
      }
      if (q.from && q.to && q.from > q.to) {
        const msg = '结束日期不能早于开始日期';
        throw new AppError('invalid_params', msg, { fields: { to: msg } });
      }
      return audit.list({
        targetMemberId,
        action: q.action,
        from: q.from,
        to: q.to,
        page: q.page,
        pageSize: q.pageSize,
      });
    },

    /** The console's menu and tabs: each queue's waiting count, asked at once. */
    async pendingCounts() {
      const [auth, cash, invoices, content, feedback, jobs, complaints] = await Promise.all([
        queues.verification(),
        queues.cash(),
        queues.invoices(),
        queues.content(),
        queues.feedback(),
        queues.jobs(),
        queues.complaints(),
      ]);
      return {
        personAuth: auth.person,
        businessAuth: auth.business,
        cash,
        invoices,
        content,
        feedback,
        jobs,
        complaints,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
