/**
 * Company staff (issue 33, decision 056): the roles a company's staff hold. Plain values, no zod, so the
 * web's menus may import them on any page.
 */
export const staffRoles = ['admin', 'publish', 'quote', 'pm', 'finance'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  admin: '管理员',
  publish: '发布',
  quote: '报价',
  pm: '项目经理',
  finance: '财务',
};

/** What each role may do, as the company page explains it. */
export const staffRoleScopes: Record<StaffRole, string> = {
  admin: '全部操作，包括管理员工与公司资料',
  publish: '发布和管理设计任务、比稿与搭建项目',
  quote: '报价、投稿、确认接单与回答提问',
  pm: '上传图纸、施工进度与报告、押金',
  finance: '公司钱包：付款、托管、验收放款、提现与发票',
};

/** An invitation lasts this long; then the link says it has expired. */
export const STAFF_INVITE_DAYS = 7;
/** At most this many staff (the company account included) and open invitations per company. */
export const MAX_STAFF = 50;
export const MAX_OPEN_INVITES = 20;

/** `张三（报价、财务）`: how a timeline row names a staff member. */
export function staffActorName(name: string, roles: readonly StaffRole[]): string {
  const shown = roles.length ? roles.map((r) => staffRoleNames[r]).join('、') : '员工';
  return `${name}（${shown}）`;
}
