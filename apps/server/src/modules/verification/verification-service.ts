import type { PersonAuthBody } from '@hz/contract/verification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import * as repo from './verification-repository.ts';

/** Person verification (DESIGN §5 Verification): 3 → 0 on submit → 1 or 2 by an operator; 2 may resubmit. */
export function createVerificationService(deps: { db: Db; messages: MessagesService }) {
  const { db, messages } = deps;

  const info = (personauth: number, a: repo.PersonAuthRow | null) => {
    const { date, time } = a ? chinaParts(a.updatedAt) : { date: '', time: '' };
    return {
      personauth,
      name: a?.name ?? '',
      idcard: a ? maskMiddle(a.idcard) : '',
      cardfrt: a ? fileUrl(a.cardfrt) : '',
      cardrvs: a ? fileUrl(a.cardrvs) : '',
      cardfrtId: a?.cardfrt ?? '',
      cardrvsId: a?.cardrvs ?? '',
      reason: a?.checked === 2 ? a.reason : '',
      dates: date,
      times: time,
    };
  };

  type QueueRow = NonNullable<Awaited<ReturnType<typeof repo.findPersonAuthById>>>;
  const item = (r: QueueRow) => {
    const { date, time } = chinaParts(r.updatedAt);
    return {
      id: r.id,
      kind: 'person' as const,
      cardno: r.cardno,
      mobile: r.mobile,
      name: r.name,
      checked: r.checked,
      dates: date,
      times: time,
    };
  };
  const detail = (r: QueueRow) => ({
    ...item(r),
    idcard: r.idcard,
    cardfrt: fileUrl(r.cardfrt),
    cardrvs: fileUrl(r.cardrvs),
    reason: r.reason,
  });

  return {
    async personAuthInfo(member: { id: number; personauth: number }) {
      return info(member.personauth, await repo.findPersonAuth(db, member.id));
    },

    async personAuth(member: { id: number }, body: PersonAuthBody) {
      return db.transaction(async (tx) => {
        await requireOwnFile(tx, member.id, body.cardfrt, {
          purposes: ['idcard'],
          kind: 'image',
          field: 'cardfrt',
        });
        await requireOwnFile(tx, member.id, body.cardrvs, {
          purposes: ['idcard'],
          kind: 'image',
          field: 'cardrvs',
        });
        if (body.cardfrt === body.cardrvs) {
          throw new AppError('invalid_params', '人像面和国徽面不能是同一张图片', {
            fields: { cardrvs: '请上传国徽面' },
          });
        }
        if (await repo.idcardTakenByOther(tx, body.idcard, member.id)) {
          const msg = '该身份证号已在其他账号完成实名认证';
          throw new AppError('conflict', msg, { fields: { idcard: msg } });
        }
        // an approved member may resubmit (e.g. a new ID card): it goes to a new review
        const row = await repo.upsertPersonAuth(tx, { memberId: member.id, ...body });
        await repo.setPersonauth(tx, member.id, 0);
        return info(0, row);
      });
    },

    async authList(q: { checked: number; page: number; pageSize: number }) {
      const { rows, total } = await repo.listPersonAuths(db, {
        checked: q.checked,
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { listItem: rows.map(item), total, page: q.page, pageSize: q.pageSize };
    },

    async authInfo(id: number) {
      const r = await repo.findPersonAuthById(db, id);
      if (!r) throw new AppError('not_found', '认证申请不存在');
      return detail(r);
    },

    /** One transaction: the decision, the member's state, the audit entry and the member's message. */
    async authReview(operatorId: number, b: { id: number; pass: boolean; reason: string }) {
      return db.transaction(async (tx) => {
        const r = await repo.findPersonAuthById(tx, b.id, { forUpdate: true });
        if (!r) throw new AppError('not_found', '认证申请不存在');
        if (r.checked !== 0) throw new AppError('state_conflict', '该申请已审核，请刷新后查看');
        const checked = b.pass ? 1 : 2;
        await repo.decidePersonAuth(tx, r.id, { checked, reason: b.reason, reviewedBy: operatorId });
        await repo.setPersonauth(
          tx,
          r.memberId,
          checked,
          b.pass ? { name: r.name, idcard: r.idcard } : undefined,
        );
        await insertAudit(tx, {
          actorId: operatorId,
          action: b.pass ? 'personauth.approve' : 'personauth.reject',
          targetKind: 'member',
          targetId: r.memberId,
          reason: b.reason,
          before: { personauth: 0 },
          after: { personauth: checked },
        });
        await messages.send(tx, r.memberId, {
          kind: 'verify',
          title: b.pass ? '实名认证已通过' : '实名认证未通过',
          conts: b.pass
            ? `您的实名认证（${r.name}）已审核通过。`
            : `您的实名认证未通过审核，原因：${b.reason}。请修改后重新提交。`,
          link: '/personCenter/security_person',
        });
        return detail({ ...r, checked, reason: b.reason });
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
