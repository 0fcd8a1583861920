import type { AuthKind, BusinesAuthBody, PersonAuthBody } from '@hz/contract/verification';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { eq } from 'drizzle-orm';
import type { LedgerTx } from '../wallet/wallet-ledger.ts';
import { members } from '../../db/schema.ts';
import type { Config } from '../../env.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import * as repo from './verification-repository.ts';

/**
 * Person and business verification (DESIGN §5 Verification): 3 → 0 on submit → 1 or 2 by an operator;
 * a rejected or approved member may resubmit, which goes to a new review.
 */
export function createVerificationService(deps: {
  db: Db;
  messages: MessagesService;
  /** Credits the inviter of a member whose verification is approved (DESIGN §5 Identity). */
  invites?: { wallet: WalletService; settings: Config['wallet'] };
}) {
  const { db, messages, invites } = deps;

  /**
   * The invite reward: credited to the inviter when the invitee's first verification is approved (so
   * made-up accounts earn nothing), once per invitee whichever kind comes first: the designer amount for
   * a person verification, the business amount for a business one.
   */
  async function rewardInviter(tx: LedgerTx, inviteeId: number, as: 'designer' | 'business') {
    if (!invites) return;
    const [m] = await tx
      .select({ invitedBy: members.invitedBy })
      .from(members)
      .where(eq(members.id, inviteeId));
    const amount =
      as === 'designer' ? invites.settings.inviteDesignerFen : invites.settings.inviteBusinessFen;
    const key = `invite:${inviteeId}`;
    if (!m?.invitedBy || amount <= 0 || (await invites.wallet.posted(key, tx))) return;
    await invites.wallet.inviteReward({ member: m.invitedBy, invitee: inviteeId, as, amount, key }, tx);
    await messages.send(tx, m.invitedBy, {
      kind: 'wallet',
      title: '邀请奖励到账',
      conts: `您邀请的会员已通过${as === 'designer' ? '实名' : '企业'}认证，邀请奖励 ¥${(amount / 100).toFixed(2)} 已存入您的余额。`,
      link: '/personCenter/trade',
    });
  }

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
      btitle: '',
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

  /** The member's own view: every field, the account number masked. */
  const businessInfo = (member: { cardno: string; businsauth: number }, a: repo.BusinessAuthRow | null) => {
    const { date, time } = a ? chinaParts(a.updatedAt) : { date: '', time: '' };
    return {
      businsauth: member.businsauth,
      cardno: member.cardno,
      ...businessFieldsOf(a),
      bkorder: a ? maskMiddle(a.bkorder) : '',
      cardfrtId: a?.cardfrt ?? '',
      cardrvsId: a?.cardrvs ?? '',
      bcertsId: a?.bcerts ?? '',
      checked: a?.checked ?? 3,
      reason: a?.checked === 2 ? a.reason : '',
      dates: date,
      times: time,
    };
  };

  type BusinessQueueRow = NonNullable<Awaited<ReturnType<typeof repo.findBusinessAuthById>>>;
  const businessItem = ({ row: a, cardno }: BusinessQueueRow) => {
    const { date, time } = chinaParts(a.updatedAt);
    return {
      id: a.id,
      kind: 'business' as const,
      cardno,
      /** The contact person's, as entered on the request. */
      mobile: a.mobile,
      name: a.name,
      btitle: a.btitle,
      checked: a.checked,
      dates: date,
      times: time,
    };
  };
  const businessDetail = (r: BusinessQueueRow) => ({
    ...businessItem(r),
    ...businessFieldsOf(r.row),
    bkorder: r.row.bkorder,
    reason: r.row.reason,
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

    async businesAuthInfo(member: { id: number; cardno: string; businsauth: number }) {
      return businessInfo(member, await repo.findBusinessAuth(db, member.id));
    },

    async businesAuth(member: { id: number; cardno: string }, body: BusinesAuthBody) {
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
        await requireOwnFile(tx, member.id, body.bcerts, {
          purposes: ['licence'],
          kind: 'image',
          field: 'bcerts',
        });
        if (body.cardfrt === body.cardrvs) {
          throw new AppError('invalid_params', '人像面和国徽面不能是同一张图片', {
            fields: { cardrvs: '请上传国徽面' },
          });
        }
        if (await repo.taxorderTakenByOther(tx, body.taxorder, member.id)) {
          const msg = '该统一社会信用代码已在其他账号完成企业认证';
          throw new AppError('conflict', msg, { fields: { taxorder: msg } });
        }
        const row = await repo.upsertBusinessAuth(tx, member.id, body);
        await repo.setBusinsauth(tx, member.id, 0);
        return businessInfo({ ...member, businsauth: 0 }, row);
      });
    },

    async authList(q: { kind: AuthKind; checked: number; page: number; pageSize: number }) {
      const o = { checked: q.checked, offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
      const paged = { page: q.page, pageSize: q.pageSize };
      if (q.kind === 'business') {
        const { rows, total } = await repo.listBusinessAuths(db, o);
        return { listItem: rows.map(businessItem), total, ...paged };
      }
      const { rows, total } = await repo.listPersonAuths(db, o);
      return { listItem: rows.map(item), total, ...paged };
    },

    async authInfo(b: { kind: AuthKind; id: number }) {
      if (b.kind === 'business') {
        const r = await repo.findBusinessAuthById(db, b.id);
        if (!r) throw new AppError('not_found', '认证申请不存在');
        return businessDetail(r);
      }
      const r = await repo.findPersonAuthById(db, b.id);
      if (!r) throw new AppError('not_found', '认证申请不存在');
      return detail(r);
    },

    /** One transaction: the decision, the member's state, the audit entry and the member's message. */
    async authReview(operatorId: number, b: { kind: AuthKind; id: number; pass: boolean; reason: string }) {
      return b.kind === 'business' ? reviewBusiness(operatorId, b) : reviewPerson(operatorId, b);
    },
  };

  function reviewPerson(operatorId: number, b: { id: number; pass: boolean; reason: string }) {
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
      if (b.pass) await rewardInviter(tx, r.memberId, 'designer');
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
  }

  function reviewBusiness(operatorId: number, b: { id: number; pass: boolean; reason: string }) {
    return db.transaction(async (tx) => {
      const r = await repo.findBusinessAuthById(tx, b.id, { forUpdate: true });
      if (!r) throw new AppError('not_found', '认证申请不存在');
      const a = r.row;
      if (a.checked !== 0) throw new AppError('state_conflict', '该申请已审核，请刷新后查看');
      const checked = b.pass ? 1 : 2;
      await repo.decideBusinessAuth(tx, a.id, { checked, reason: b.reason, reviewedBy: operatorId });
      await repo.setBusinsauth(tx, a.memberId, checked, b.pass ? { company: a.btitle } : undefined);
      if (b.pass) await rewardInviter(tx, a.memberId, 'business');
      await insertAudit(tx, {
        actorId: operatorId,
        action: b.pass ? 'businsauth.approve' : 'businsauth.reject',
        targetKind: 'member',
        targetId: a.memberId,
        reason: b.reason,
        before: { businsauth: 0 },
        after: { businsauth: checked, ...(b.pass ? { company: a.btitle } : {}) },
      });
      await messages.send(tx, a.memberId, {
        kind: 'verify',
        title: b.pass ? '企业认证已通过' : '企业认证未通过',
        conts: b.pass
          ? `您的企业认证（${a.btitle}）已审核通过。`
          : `您的企业认证（${a.btitle}）未通过审核，原因：${b.reason}。请修改后重新提交。`,
        link: '/personCenter/security_business',
      });
      return businessDetail({ ...r, row: { ...a, checked, reason: b.reason } });
    });
  }
}

/** The request's own fields with images as URLs; empty strings before the first request. */
function businessFieldsOf(a: repo.BusinessAuthRow | null) {
  const f = (k: keyof repo.BusinessAuthRow) => (a ? String(a[k]) : '');
  return {
    name: f('name'),
    mobile: f('mobile'),
    tlphone: f('tlphone'),
    bstype: f('bstype'),
    btitle: f('btitle'),
    bdate: f('bdate'),
    bprov: f('bprov'),
    bcity: f('bcity'),
    bstrt: f('bstrt'),
    receipt: f('receipt'),
    fultitle: f('fultitle'),
    taxorder: f('taxorder'),
    bkname: f('bkname'),
    mprov: f('mprov'),
    mcity: f('mcity'),
    mstrt: f('mstrt'),
    maddr: f('maddr'),
    cardfrt: a ? fileUrl(a.cardfrt) : '',
    cardrvs: a ? fileUrl(a.cardrvs) : '',
    bcerts: a ? fileUrl(a.bcerts) : '',
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
