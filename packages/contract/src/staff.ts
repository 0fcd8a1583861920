import type { CallDef } from './common/call.ts';
import { operatorsOnly } from './common/access.ts';
import { cardno, mobile, page, pageSize, singleLineText } from './common/fields.ts';
import { z } from './common/zod.ts';
import { MAX_STAFF, staffRoles } from './values/staff.ts';

export * from './values/staff.ts';

/**
 * Companies and their staff (issue 33, docs/domains/staff.md, decision 056). A company is a
 * business-verified member's account; its owner (the account itself) invites staff by mobile, each with
 * roles. A staff member's calls act for the company's account — its tasks, projects, wallet — within
 * their roles (`company-roles.ts`, one table), and every timeline row they write names them and their
 * roles. A member belongs to at most one company.
 */

const roleList = z
  .array(z.enum(staffRoles, { error: '角色不正确' }), { error: '请选择角色' })
  .min(1, '请至少选择一个角色')
  .max(staffRoles.length, '角色不正确')
  .transform((roles) => staffRoles.filter((r) => roles.includes(r)));

const staffName = z
  .string({ error: '请填写员工姓名' })
  .trim()
  .min(1, '请填写员工姓名')
  .max(20, '员工姓名最多20个字');

export const staffMember = z.object({
  cardno: z.string(),
  name: z.string(),
  /** Masked mobile (138****0002). */
  mobile: z.string(),
  roles: z.array(z.enum(staffRoles)),
  /** The company's own account: always 管理员, never removed. */
  owner: z.boolean(),
  /** The viewer. */
  me: z.boolean(),
  joined: z.string(),
});

export const staffInvite = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  roles: z.array(z.enum(staffRoles)),
  invitedBy: z.string(),
  created: z.string(),
  expires: z.string(),
  /** open, accepted, revoked, expired */
  state: z.enum(['open', 'accepted', 'revoked', 'expired']),
});

/** `Staff/company`: the viewer's company, or none. Staff lists and invitations only for 管理员. */
export const companyInfo = z.object({
  company: z
    .object({
      name: z.string(),
      /** The company account's member number (its public pages). */
      cardno: z.string(),
      usertype: z.number().int(),
    })
    .nullable(),
  /** Whether the viewer may start a company (a business-verified account without staff role elsewhere). */
  canInvite: z.boolean(),
  me: z.object({ name: z.string(), roles: z.array(z.enum(staffRoles)), owner: z.boolean() }).nullable(),
  staff: z.array(staffMember),
  invites: z.array(staffInvite),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const inviteBody = z.object({
  mobile,
  name: staffName,
  roles: roleList,
});

const inviteToken = z
  .string({ error: '邀请链接不完整' })
  .regex(/^[A-Za-z0-9_-]{20,64}$/, '邀请链接不完整或已被修改');

/** `Staff/inviteInfo`: what the invitation landing page shows (no login needed). */
export const inviteLanding = z.object({
  company: z.string(),
  name: z.string(),
  /** Masked mobile the invitation was sent to. */
  mobile: z.string(),
  roles: z.array(z.enum(staffRoles)),
  invitedBy: z.string(),
  expires: z.string(),
  state: z.enum(['open', 'accepted', 'revoked', 'expired']),
});

/** A company in the operator console's list (`Admin/companyList`): its account, people and wallet. */
export const adminCompanyItem = z.object({
  cardno: z.string(),
  company: z.string(),
  /** The account's own person and masked mobile. */
  owner: z.string(),
  mobile: z.string(),
  usertype: z.number().int(),
  /** Staff besides the account itself. */
  staff: z.number().int(),
  /** Invitations not yet accepted, revoked or expired. */
  invites: z.number().int(),
  /** The company wallet's available balance (yuan). */
  balance: z.number(),
  /** When the business verification was approved (China date). */
  verified: z.string(),
});

/** `Admin/companyInfo`: one account as a company: its staff, invitations and wallet (read only). */
export const adminCompanyInfo = z.object({
  company: adminCompanyItem,
  /** Business-verified: a company; otherwise the lists are empty. */
  isCompany: z.boolean(),
  staff: z.array(staffMember.omit({ me: true, owner: true })),
  /** Open invitations (not accepted, revoked or expired). */
  invites: z.array(staffInvite),
  wallet: z.object({ available: z.number(), escrow: z.number(), withdrawing: z.number() }),
});

export const staffCalls = {
  'Staff/company': {
    method: 'POST',
    path: '/api/Staff/company',
    summary: '我的公司：公司、我的角色、员工与邀请（员工与邀请仅管理员可见）',
    body: z.object({}),
    data: companyInfo,
    auth: true,
  },
  'Staff/invite': {
    method: 'POST',
    path: '/api/Staff/invite',
    summary: `邀请员工：按手机号发送邀请短信，并指定角色（每个公司最多${MAX_STAFF}人）`,
    body: inviteBody,
    /** `link`: the invitation's address, shown once to the inviter to forward (it works only for the mobile invited). */
    data: staffInvite.extend({ link: z.string() }),
    auth: true,
  },
  'Staff/inviteRevoke': {
    method: 'POST',
    path: '/api/Staff/inviteRevoke',
    summary: '撤回尚未接受的邀请',
    body: z.object({ id: z.number().int().positive() }),
    data: staffInvite,
    auth: true,
    access: {
      object: 'staffInvite',
      expect: {
        open: { visitor: 'not_logged_in', member: 'not_found', operator: 'not_found', owner: 'success' },
      },
    },
  },
  'Staff/inviteInfo': {
    method: 'POST',
    path: '/api/Staff/inviteInfo',
    summary: '邀请落地页：邀请的公司、角色与状态（无需登录）',
    body: z.object({ token: inviteToken }),
    data: inviteLanding,
    auth: false,
  },
  'Staff/inviteAccept': {
    method: 'POST',
    path: '/api/Staff/inviteAccept',
    summary: '接受邀请，成为公司员工（手机号须与邀请一致）',
    body: z.object({ token: inviteToken }),
    data: companyInfo,
    auth: true,
  },
  'Staff/setRoles': {
    method: 'POST',
    path: '/api/Staff/setRoles',
    summary: '修改员工的角色（立即生效，包括已登录的会话）',
    body: z.object({ cardno, roles: roleList }),
    data: staffMember,
    auth: true,
    access: {
      object: 'staff',
      field: 'cardno',
      with: { roles: ['quote'] },
      expect: {
        active: { visitor: 'not_logged_in', member: 'not_found', operator: 'not_found', owner: 'success' },
      },
    },
  },
  'Staff/remove': {
    method: 'POST',
    path: '/api/Staff/remove',
    summary: '移除员工（立即失去公司的全部权限）',
    body: z.object({ cardno }),
    data: z.object({ removed: z.literal(true) }),
    auth: true,
    access: {
      object: 'staff',
      field: 'cardno',
      expect: {
        active: { visitor: 'not_logged_in', member: 'not_found', operator: 'not_found', owner: 'success' },
      },
    },
  },
  'Admin/companyList': {
    method: 'POST',
    path: '/api/Admin/companyList',
    summary:
      '企业账户列表：企业认证的账号、员工数、待接受邀请与公司钱包余额（按公司名、手机号、会员编号搜索）',
    body: z.object({ keyword: singleLineText('关键词').max(30).optional(), page, pageSize }),
    data: z.object({
      listItem: z.array(adminCompanyItem),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
    auth: true,
    admin: true,
  },
  'Admin/companyInfo': {
    method: 'POST',
    path: '/api/Admin/companyInfo',
    summary: '企业账户详情：员工（姓名、手机号、角色、加入时间）、邀请与公司钱包（只读）',
    body: z.object({ cardno }),
    data: adminCompanyInfo,
    auth: true,
    admin: true,
    access: { object: 'member', field: 'cardno', expect: { active: operatorsOnly } },
  },
  'Staff/leave': {
    method: 'POST',
    path: '/api/Staff/leave',
    summary: '退出公司（公司账号本身不能退出）',
    body: z.object({}),
    data: z.object({ left: z.literal(true) }),
    auth: true,
  },
} as const satisfies Record<string, CallDef>;
