import {
  type CompanyInfo,
  MAX_OPEN_INVITES,
  MAX_STAFF,
  STAFF_INVITE_DAYS,
  type StaffRole,
  staffActorName,
  staffRoleNames,
  staffRoles,
} from '@hz/contract/staff';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskMiddle as maskMobile } from '../../lib/mask.ts';
import { noteOnTimeline } from '../../lib/timeline.ts';
import { keyedHash, randomToken } from '../../lib/tokens.ts';
import type { SmsProvider } from '../auth/sms/sms-provider.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './staff-repository.ts';

export const INVITE_SMS_JOB = 'staff.inviteSms';

const notFound = () => new AppError('not_found', '员工或邀请不存在');
const when = (d: Date) => {
  const { date, time } = chinaParts(d);
  return `${date} ${time.slice(0, 5)}`;
};

/** Where the viewer stands in a company: its account, and their name and roles in it. */
interface Place {
  companyId: number;
  name: string;
  roles: StaffRole[];
  owner: boolean;
}

function placeOf(m: SessionMember): Place | null {
  if (m.actor)
    return { companyId: m.actor.companyId, name: m.actor.name, roles: m.actor.roles, owner: false };
  if (repo.isCompany(m))
    return { companyId: m.id, name: m.name || m.nickname || m.company, roles: ['admin'], owner: true };
  return null;
}

/** The roles a staff member may give others: 管理员 any; anyone else only roles they hold, never 管理员. */
const mayGrant = (p: Place, roles: readonly StaffRole[]) =>
  p.roles.includes('admin') || roles.every((r) => r !== 'admin' && p.roles.includes(r));

const inviteState = (i: repo.InviteRow): 'open' | 'accepted' | 'revoked' | 'expired' =>
  i.acceptedAt ? 'accepted' : i.revokedAt ? 'revoked' : i.expired ? 'expired' : 'open';

export const inviteOut = (i: repo.InviteRow) => ({
  id: i.id,
  mobile: maskMobile(i.mobile),
  name: i.name,
  roles: i.roles,
  invitedBy: i.invitedByName,
  created: when(i.createdAt),
  expires: when(i.expiresAt),
  state: inviteState(i),
});

/**
 * Companies and their staff (issue 33, decision 056, docs/domains/staff.md): invitations by SMS, roles,
 * removal. Which calls a role allows is the contract's `company-roles.ts`, checked by `defineCall`; this
 * service keeps the company's own rules (who may be invited, which roles one may grant, the company's
 * account always 管理员). Each change is a timeline row of the company, naming the staff member who made it.
 */
export function createStaffService(deps: {
  db: Db;
  jobs: JobsService;
  messages: MessagesService;
  sms: SmsProvider;
  secret: string;
  publicUrl: string | undefined;
}) {
  const { db, jobs, messages, sms, secret } = deps;
  const hashOf = (token: string) => keyedHash(secret, `staff-invite:${token}`);
  const linkOf = (token: string) => `${deps.publicUrl ?? ''}/companyInvite?token=${token}`;

  const note = (tx: Tx, companyId: number, actorId: number, action: string, text: string) =>
    noteOnTimeline(tx, {
      kind: 'company',
      id: companyId,
      action,
      actor: 'staff',
      actorId,
      state: '',
      note: text,
    });

  async function companyName(tx: Tx, companyId: number) {
    const c = await repo.companyAccount(tx, companyId);
    return c?.company || c?.nickname || '公司';
  }

  async function info(tx: Tx, m: SessionMember): Promise<CompanyInfo> {
    const p = placeOf(m);
    if (!p) return { company: null, canInvite: false, me: null, staff: [], invites: [] };
    const c = (await repo.companyAccount(tx, p.companyId))!;
    const admin = p.roles.includes('admin');
    const staff = admin || p.roles.length > 0 ? await repo.staffOf(tx, p.companyId) : [];
    const me = m.actor?.id ?? m.id;
    return {
      company: { name: c.company || c.nickname, cardno: c.cardno, usertype: c.usertype },
      canInvite: true,
      me: { name: p.name, roles: p.roles, owner: p.owner },
      staff: [
        {
          cardno: c.cardno,
          name: c.name || c.nickname || '公司账号',
          mobile: '',
          roles: ['admin'] as StaffRole[],
          owner: true,
          me: p.owner,
          joined: '',
        },
        ...staff.map((s) => ({
          cardno: s.cardno,
          name: s.name,
          mobile: admin ? maskMobile(s.mobile) : '',
          roles: s.roles,
          owner: false,
          me: s.memberId === me,
          joined: chinaParts(s.createdAt).date,
        })),
      ],
      invites: admin ? (await repo.invitesOf(tx, p.companyId)).map(inviteOut) : [],
    };
  }

  const inCompany = (m: SessionMember) => {
    const p = placeOf(m);
    if (!p) throw new AppError('forbidden', '完成企业认证后，才能邀请员工加入公司');
    return p;
  };

  jobs.define<{ id: number; token: string }>({
    name: INVITE_SMS_JOB,
    title: '发送员工邀请短信',
    transactional: false,
    maxAttempts: 5,
    async run(p) {
      const i = await db.transaction((tx) => repo.inviteById(tx, p.id));
      if (!i || inviteState(i) !== 'open' || !sms.canNotify('staffInvite')) return;
      const company = await db.transaction((tx) => companyName(tx, i.companyId));
      await sms.sendNotice(i.mobile, 'staffInvite', {
        title: company,
        text: `${i.invitedByName}邀请您以${i.roles.map((r) => staffRoleNames[r]).join('、')}身份加入，${STAFF_INVITE_DAYS}天内有效：${linkOf(p.token)}`,
      });
    },
  });

  return {
    company: (m: SessionMember) => db.transaction((tx) => info(tx, m)),

    async invite(m: SessionMember, b: { mobile: string; name: string; roles: StaffRole[] }) {
      const p = inCompany(m);
      if (!mayGrant(p, b.roles)) {
        const msg = `您不能授予${b.roles
          .filter((r) => !p.roles.includes(r) || r === 'admin')
          .map((r) => `「${staffRoleNames[r]}」`)
          .join('')}角色`;
        throw fieldError('roles', msg);
      }
      const token = randomToken();
      const row = await db.transaction(async (tx) => {
        const other = await repo.memberByMobile(tx, b.mobile);
        if (other?.id === p.companyId || (other && other.companyId === p.companyId))
          throw fieldError('mobile', '该手机号已是本公司成员');
        if (other && (other.companyId != null || repo.isCompany(other)))
          throw fieldError('mobile', '该手机号已属于其他公司，一个会员只能加入一家公司');
        if (other?.isadmin) throw fieldError('mobile', '该手机号不能被邀请');
        if ((await repo.countStaff(tx, p.companyId)) + 1 >= MAX_STAFF)
          throw new AppError('limit_exceeded', `每个公司最多${MAX_STAFF}人`);
        if ((await repo.countOpenInvites(tx, p.companyId, b.mobile)) > 0)
          throw fieldError('mobile', '已向该手机号发出邀请，可撤回后重新邀请');
        if ((await repo.countOpenInvites(tx, p.companyId)) >= MAX_OPEN_INVITES)
          throw new AppError('limit_exceeded', `未接受的邀请最多${MAX_OPEN_INVITES}个，请先撤回不需要的邀请`);
        const by = m.actor ? staffActorName(m.actor.name, m.actor.roles) : await companyName(tx, p.companyId);
        const i = await repo.insertInvite(tx, {
          companyId: p.companyId,
          mobile: b.mobile,
          name: b.name,
          roles: b.roles,
          tokenHash: hashOf(token),
          invitedBy: m.actor?.id ?? m.id,
          invitedByName: by,
          days: STAFF_INVITE_DAYS,
        });
        await note(
          tx,
          p.companyId,
          m.id,
          'invite',
          `邀请 ${b.name}（${maskMobile(b.mobile)}）：${b.roles.map((r) => staffRoleNames[r]).join('、')}`,
        );
        await jobs.enqueue(tx, {
          name: INVITE_SMS_JOB,
          payload: { id: i.id, token },
          key: `staff-invite:${i.id}`,
        });
        return i;
      });
      return { ...inviteOut(row), link: linkOf(token) };
    },

    async revoke(m: SessionMember, id: number) {
      const p = inCompany(m);
      return db.transaction(async (tx) => {
        const i = await repo.inviteById(tx, id);
        if (!i || i.companyId !== p.companyId) throw notFound();
        if (inviteState(i) !== 'open') throw new AppError('state_conflict', '该邀请已被接受、撤回或已过期');
        await repo.revokeInvite(tx, id);
        await note(tx, p.companyId, m.id, 'revoke', `撤回对 ${i.name} 的邀请`);
        return inviteOut({ ...i, revokedAt: new Date() });
      });
    },

    /** The landing page: no login, so it says only what the invitee needs (the mobile masked). */
    async landing(token: string) {
      return db.transaction(async (tx) => {
        const i = await repo.inviteByToken(tx, hashOf(token), false);
        if (!i) throw new AppError('not_found', '邀请链接无效，请向公司索取新的邀请');
        const { id: _id, created: _created, ...shown } = inviteOut(i);
        return { company: await companyName(tx, i.companyId), ...shown };
      });
    },

    /** The invitee (their own account: `self` in the role table) joins. */
    async accept(m: SessionMember, token: string) {
      return db.transaction(async (tx) => {
        const i = await repo.inviteByToken(tx, hashOf(token), true);
        if (!i) throw new AppError('not_found', '邀请链接无效，请向公司索取新的邀请');
        const state = inviteState(i);
        if (state === 'accepted') throw new AppError('state_conflict', '该邀请已被使用');
        if (state === 'revoked') throw new AppError('state_conflict', '该邀请已被公司撤回');
        if (state === 'expired') throw new AppError('state_conflict', '该邀请已过期，请联系公司重新邀请');
        if (m.mobile !== i.mobile)
          throw new AppError('forbidden', `该邀请发送给 ${maskMobile(i.mobile)}，请用该手机号登录后接受`);
        const me = await repo.memberByMobile(tx, m.mobile);
        if (me?.companyId != null)
          throw new AppError('state_conflict', '您已是其他公司的员工，请先退出该公司');
        if (repo.isCompany(m))
          throw new AppError('state_conflict', '企业账号本身就是一家公司，不能加入其他公司');
        if (m.isadmin) throw new AppError('forbidden', '平台运营账号不能加入公司');
        if ((me?.coins ?? 0) > 0)
          throw new AppError(
            'state_conflict',
            '您的个人账户还有余额：加入公司后将以公司身份操作，请先提现个人余额',
          );
        if ((await repo.countStaff(tx, i.companyId)) + 1 >= MAX_STAFF)
          throw new AppError('limit_exceeded', `该公司已满${MAX_STAFF}人`);
        await repo.addStaff(tx, {
          memberId: m.id,
          companyId: i.companyId,
          name: i.name,
          roles: i.roles,
          addedBy: m.id,
        });
        await repo.acceptInvite(tx, i.id, m.id);
        await note(tx, i.companyId, m.id, 'join', `${staffActorName(i.name, i.roles)}加入公司`);
        await messages.send(tx, i.companyId, {
          kind: 'system',
          title: '新员工已加入',
          conts: `${staffActorName(i.name, i.roles)}已接受邀请加入公司。`,
          link: '/personCenter/company',
        });
        // the next request acts for the company; this answer already shows it as the staff member sees it
        const actor = { id: m.id, companyId: i.companyId, name: i.name, roles: i.roles, person: m };
        return info(tx, { ...m, id: i.companyId, actor });
      });
    },

    async setRoles(m: SessionMember, cardno: string, roles: StaffRole[]) {
      const p = inCompany(m);
      return db.transaction(async (tx) => {
        const s = await repo.staffByCardno(tx, p.companyId, cardno);
        if (!s) {
          const c = await repo.companyAccount(tx, p.companyId);
          if (c?.cardno === cardno) throw new AppError('forbidden', '公司账号本身始终是管理员');
          throw notFound();
        }
        const changed = [...new Set([...s.roles, ...roles])].filter(
          (r) => !(s.roles.includes(r) && roles.includes(r)),
        );
        if (!mayGrant(p, changed))
          throw fieldError('roles', '您只能调整自己拥有的角色，管理员角色只能由管理员调整');
        await repo.setStaffRoles(tx, s.memberId, roles);
        await note(
          tx,
          p.companyId,
          m.id,
          'roles',
          `${s.name}的角色：${staffActorName(s.name, s.roles)} → ${staffActorName(s.name, roles)}`,
        );
        await messages.send(tx, s.memberId, {
          kind: 'system',
          title: '您在公司的角色已变更',
          conts: `您现在的角色：${roles.map((r) => staffRoleNames[r]).join('、')}。`,
          link: '/personCenter/company',
        });
        return {
          cardno: s.cardno,
          name: s.name,
          mobile: maskMobile(s.mobile),
          roles: staffRoles.filter((r) => roles.includes(r)),
          owner: false,
          me: s.memberId === m.actor?.id,
          joined: chinaParts(s.createdAt).date,
        };
      });
    },

    async remove(m: SessionMember, cardno: string) {
      const p = inCompany(m);
      return db.transaction(async (tx) => {
        const s = await repo.staffByCardno(tx, p.companyId, cardno);
        if (!s) {
          const c = await repo.companyAccount(tx, p.companyId);
          if (c?.cardno === cardno) throw new AppError('forbidden', '公司账号本身是管理员，不能被移除');
          throw notFound();
        }
        if (!mayGrant(p, s.roles)) throw new AppError('forbidden', '只能移除角色不超出您自己角色的员工');
        await repo.removeStaff(tx, s.memberId);
        await note(tx, p.companyId, m.id, 'remove', `移除 ${staffActorName(s.name, s.roles)}`);
        await messages.send(tx, s.memberId, {
          kind: 'system',
          title: '您已被移出公司',
          conts: `您已不再是“${await companyName(tx, p.companyId)}”的员工，之后以个人身份使用会展通。`,
          link: '/personCenter',
        });
        return { removed: true as const };
      });
    },

    /** A staff member leaves (their own account: `self`); the company's account cannot. */
    async leave(m: SessionMember) {
      return db.transaction(async (tx) => {
        if (repo.isCompany(m)) throw new AppError('forbidden', '公司账号本身是管理员，不能退出公司');
        const gone = await repo.removeStaff(tx, m.id);
        if (!gone) throw new AppError('not_found', '您不是任何公司的员工');
        await note(tx, gone.companyId, m.id, 'leave', `${gone.name}退出公司`);
        await messages.send(tx, gone.companyId, {
          kind: 'system',
          title: '员工已退出',
          conts: `${gone.name}已退出公司。`,
          link: '/personCenter/company',
        });
        return { left: true as const };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
