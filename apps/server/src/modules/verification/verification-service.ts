import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type { AuthKind, BusinesAuthBody, PersonAuthBody } from '@hz/contract/verification';
import type { Db, Transaction } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle } from '../../lib/mask.ts';
import { moneyText } from '../../lib/money.ts';
import { reviewMachine } from '../../lib/review.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import { sentence } from '../../lib/sentence.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import type { Notify } from '../notices/notices-service.ts';
import { fileUrl, requireOwnFile } from '../uploads/uploads-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import * as repo from './verification-repository.ts';

/** What differs between the two kinds of verification request in their review. */
const kinds = {
  person: {
    name: '实名认证',
    link: '/personCenter/security_person',
    invitedAs: 'designer',
    /** Who the request names, for the member's message. */
    who: (r: repo.PersonAuthRow) => r.name,
    verified: (r: repo.PersonAuthRow) => ({ name: r.name, idcard: r.idcard }),
  },
  business: {
    name: '企业认证',
    link: '/personCenter/security_business',
    invitedAs: 'business',
    who: (r: repo.BusinessAuthRow) => r.btitle,
    verified: (r: repo.BusinessAuthRow) => ({ company: r.btitle }),
  },
} as const;

const notFound = () => new AppError('not_found', '认证申请不存在');
const required = (field: string, msg: string) =>
  new AppError('invalid_params', msg, { fields: { [field]: msg } });

/**
 * Person and business verification (DESIGN §5 Verification): a member submits a request (the member's
 * flag 3 or 2 or 1 → 0), an operator approves or rejects it (→ 1 or 2) through the review machine
 * (`lib/review.ts`); an approved or rejected member may resubmit, which goes to a new review. Both kinds
 * share the review, the queue and the invite reward; they differ in their fields.
 */
/** The two ID-card photos of a verification: the member's own uploads, two different images. */
async function requireIdCardImages(
  tx: Transaction,
  memberId: number,
  body: { cardfrt: string; cardrvs: string },
) {
  for (const field of ['cardfrt', 'cardrvs'] as const) {
    await requireOwnFile(tx, memberId, body[field], { purposes: ['idcard'], kind: 'image', field });
  }
  if (body.cardfrt === body.cardrvs) {
    throw new AppError('invalid_params', '人像面和国徽面不能是同一张图片', {
      fields: { cardrvs: '请上传国徽面' },
    });
  }
}

export function createVerificationService(deps: {
  db: Db;
  messages: MessagesService;
  notify: Notify;
  audit: AuditService;
  /** Credits the inviter of a member whose verification is approved (DESIGN §5 Identity). */
  invites?: { wallet: WalletService; settings: Config['wallet'] };
}) {
  const { db, messages, notify, audit, invites } = deps;

  /**
   * The invite reward: credited to the inviter when the invitee's first verification is approved (so
   * made-up accounts earn nothing), once per invitee whichever kind comes first: the designer amount for
   * a person verification, the business amount for a business one.
   */
  async function rewardInviter(tx: Transaction, inviteeId: number, as: 'designer' | 'business') {
    if (!invites) return;
    const inviter = await repo.inviterOf(tx, inviteeId);
    const amount =
      as === 'designer' ? invites.settings.inviteDesignerFen : invites.settings.inviteBusinessFen;
    const key = `invite:${inviteeId}`;
    if (!inviter || amount <= 0 || (await invites.wallet.posted(key, tx))) return;
    await invites.wallet.inviteReward({ member: inviter, invitee: inviteeId, as, amount, key }, tx);
    await messages.send(tx, inviter, {
      kind: 'wallet',
      title: '邀请奖励到账',
      conts: `您邀请的会员已通过${as === 'designer' ? '实名' : '企业'}认证，邀请奖励 ${moneyText(amount)} 已存入您的余额。`,
      link: '/personCenter/trade',
    });
  }

  const info = (personauth: VerifyState, a: repo.PersonAuthRow | null) => {
    const { date, time } = a ? chinaParts(a.updatedAt) : { date: '', time: '' };
    return {
      personauth,
      name: a?.name ?? '',
      idcard: a ? maskMiddle(a.idcard) : '',
      cardfrt: a ? fileUrl(a.cardfrt) : '',
      cardrvs: a ? fileUrl(a.cardrvs) : '',
      cardfrtId: a?.cardfrt ?? '',
      cardrvsId: a?.cardrvs ?? '',
      reason: a?.checked === ReviewState.rejected ? a.reason : '',
      dates: date,
      times: time,
    };
  };

  /** A row of the operators' queue, either kind. */
  const item = (kind: AuthKind, { row: a, cardno, accountMobile }: repo.QueueRow) => {
    const { date, time } = chinaParts(a.updatedAt);
    const business = kind === 'business' ? (a as repo.BusinessAuthRow) : null;
    return {
      id: a.id,
      kind,
      cardno,
      // a business request's contact person's mobile, as entered; a person's account mobile
      mobile: business ? business.mobile : accountMobile,
      name: a.name,
      btitle: business?.btitle ?? '',
      checked: a.checked,
      dates: date,
      times: time,
    };
  };
  const detail = (kind: AuthKind, r: repo.QueueRow) => {
    if (kind === 'person') {
      const a = r.row as repo.PersonAuthRow;
      return {
        ...item('person', r),
        kind: 'person' as const,
        idcard: a.idcard,
        cardfrt: fileUrl(a.cardfrt),
        cardrvs: fileUrl(a.cardrvs),
        reason: a.reason,
      };
    }
    const a = r.row as repo.BusinessAuthRow;
    return {
      ...item('business', r),
      kind: 'business' as const,
      ...businessFieldsOf(a),
      bkorder: a.bkorder,
      reason: a.reason,
    };
  };

  /** The member's own view: every field, the account number masked. */
  const businessInfo = (
    member: { cardno: string; businsauth: VerifyState },
    a: repo.BusinessAuthRow | null,
  ) => {
    const { date, time } = a ? chinaParts(a.updatedAt) : { date: '', time: '' };
    return {
      businsauth: member.businsauth,
      cardno: member.cardno,
      ...businessFieldsOf(a),
      bkorder: a ? maskMiddle(a.bkorder) : '',
      cardfrtId: a?.cardfrt ?? '',
      cardrvsId: a?.cardrvs ?? '',
      bcertsId: a?.bcerts ?? '',
      checked: a?.checked ?? VerifyState.none,
      reason: a?.checked === ReviewState.rejected ? a.reason : '',
      dates: date,
      times: time,
    };
  };

  return {
    async personAuthInfo(member: { id: number; personauth: VerifyState }) {
      return info(member.personauth, await repo.findPersonAuth(db, member.id));
    },

    async personAuth(member: { id: number }, submitted: PersonAuthBody) {
      return db.transaction(async (tx) => {
        // '' keeps the number on file (the member's views show it masked only)
        const idcard = submitted.idcard || (await repo.findPersonAuth(tx, member.id))?.idcard;
        if (!idcard) throw required('idcard', '请输入身份证号');
        const body = { ...submitted, idcard };
        await requireIdCardImages(tx, member.id, body);
        if (await repo.idcardTakenByOther(tx, body.idcard, member.id)) {
          const msg = '该身份证号已在其他账号完成实名认证';
          throw new AppError('conflict', msg, { fields: { idcard: msg } });
        }
        // an approved member may resubmit (e.g. a new ID card): it goes to a new review
        const row = await repo.upsertPersonAuth(tx, { memberId: member.id, ...body });
        await repo.setMemberFlag(tx, 'person', member.id, VerifyState.pending);
        return info(VerifyState.pending, row);
      });
    },

    async businesAuthInfo(member: { id: number; cardno: string; businsauth: VerifyState }) {
      return businessInfo(member, await repo.findBusinessAuth(db, member.id));
    },

    async businesAuth(member: { id: number; cardno: string }, submitted: BusinesAuthBody) {
      return db.transaction(async (tx) => {
        // '' keeps the account number on file (the member's views show it masked only)
        const bkorder = submitted.bkorder || (await repo.findBusinessAuth(tx, member.id))?.bkorder;
        if (!bkorder) throw required('bkorder', '请输入银行账号');
        const body = { ...submitted, bkorder };
        // the ID images of the member's own person verification: only for that same person
        const person = await repo.findPersonAuth(tx, member.id);
        if (
          person &&
          (body.cardfrt === person.cardfrt || body.cardrvs === person.cardrvs) &&
          body.name !== person.name
        ) {
          const msg = `身份证照片来自您的实名认证，联系人须为认证本人（${person.name}）；联系人不是本人时请上传其身份证照片`;
          throw new AppError('invalid_params', msg, { fields: { name: msg } });
        }
        await requireIdCardImages(tx, member.id, body);
        await requireOwnFile(tx, member.id, body.bcerts, {
          purposes: ['licence'],
          kind: 'image',
          field: 'bcerts',
        });
        if (await repo.taxorderTakenByOther(tx, body.taxorder, member.id)) {
          const msg = '该统一社会信用代码已在其他账号完成企业认证';
          throw new AppError('conflict', msg, { fields: { taxorder: msg } });
        }
        const row = await repo.upsertBusinessAuth(tx, member.id, body);
        await repo.setMemberFlag(tx, 'business', member.id, VerifyState.pending);
        return businessInfo({ ...member, businsauth: VerifyState.pending }, row);
      });
    },

    async authList(q: { kind: AuthKind; checked: ReviewState; page: number; pageSize: number }) {
      const o = { checked: q.checked, offset: (q.page - 1) * q.pageSize, limit: q.pageSize };
      const { rows, total } = await repo.listRequests(db, q.kind, o);
      return { listItem: rows.map((r) => item(q.kind, r)), total, page: q.page, pageSize: q.pageSize };
    },

    /** Requests waiting for review, per kind (the console's menu and tabs). */
    async pendingCounts() {
      const [person, business] = await Promise.all([
        repo.countPending(db, 'person'),
        repo.countPending(db, 'business'),
      ]);
      return { person, business };
    },

    async authInfo(b: { kind: AuthKind; id: number }) {
      const r = await repo.findRequestById(db, b.kind, b.id);
      if (!r) throw notFound();
      return detail(b.kind, r);
    },

    /** One transaction: the decision, the member's state, the audit entry and the member's message. */
    async authReview(operatorId: number, b: { kind: AuthKind; id: number; pass: boolean; reason: string }) {
      const k = kinds[b.kind];
      return db.transaction(async (tx) => {
        const { to } = await transition(
          tx,
          reviewMachine,
          repo.requestStates(b.kind),
          {
            action: b.pass ? 'approve' : 'reject',
            actor: 'operator',
            actorId: operatorId,
            kind: repo.memberFlag[b.kind],
            id: b.id,
            set: { reason: b.reason, reviewedBy: operatorId, reviewedAt: dbNow },
            note: b.reason,
          },
          { notFound, conflict: () => new AppError('state_conflict', '该申请已审核，请刷新后查看') },
        );
        const r = (await repo.findRequestById(tx, b.kind, b.id))!;
        const a = r.row;
        const verified = b.pass ? k.verified(a as never) : undefined;
        await repo.setMemberFlag(tx, b.kind, a.memberId, to, verified);
        if (b.pass) await rewardInviter(tx, a.memberId, k.invitedAs);
        const flag = repo.memberFlag[b.kind];
        await audit.record(tx, {
          actorId: operatorId,
          action: `${flag}.${b.pass ? 'approve' : 'reject'}`,
          targetKind: 'member',
          targetId: a.memberId,
          reason: b.reason,
          before: { [flag]: VerifyState.pending },
          after: { [flag]: to, ...(b.kind === 'business' ? verified : {}) },
        });
        const who = k.who(a as never);
        await notify(tx, 'verification.decided', {
          to: a.memberId,
          kind: 'verify',
          title: `${k.name}${b.pass ? '已通过' : '未通过'}`,
          conts: b.pass
            ? `您的${k.name}（${who}）已审核通过。`
            : `您的${k.name}${b.kind === 'business' ? `（${who}）` : ''}未通过审核，原因：${sentence(b.reason)}请修改后重新提交。`,
          link: k.link,
        });
        return detail(b.kind, r);
      });
    },
  };
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
