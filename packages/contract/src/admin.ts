import { z } from './common/zod.ts';
import { cardno, page, pageSize } from './common/fields.ts';

/** One member in the operator console's list. */
export const adminMemberItem = z.object({
  cardno,
  mobile: z.string(),
  name: z.string(),
  nickname: z.string(),
  usertype: z.number().int(),
  personauth: z.number().int(),
  businsauth: z.number().int(),
  isadmin: z.boolean(),
  disabled: z.boolean(),
  dates: z.string(),
  times: z.string(),
});

export const memberListBody = z.object({
  /** Part of a mobile, a name or a cardno. */
  keyword: z.string().trim().max(30).optional(),
  page,
  pageSize,
});
export const memberListData = z.object({
  listItem: z.array(adminMemberItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const auditItem = z.object({
  id: z.number().int(),
  /** The operator's cardno. */
  actor: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetKind: z.string(),
  target: z.string(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created: z.string(),
  dates: z.string(),
  times: z.string(),
});

export const memberInfoBody = z.object({ cardno });
export const memberInfoData = adminMemberItem.extend({
  company: z.string(),
  email: z.string(),
  city: z.string(),
  invitpples: z.number().int(),
  bindwx: z.boolean(),
  /** The latest operator actions on this member. */
  audit: z.array(auditItem),
});

export const memberDisableBody = z.object({
  cardno,
  disabled: z.boolean({ error: '请选择停用或启用' }),
  reason: z.string().trim().min(2, '请填写原因（至少2个字）').max(200, '原因最多200个字'),
});

export const auditListBody = z.object({ cardno: cardno.optional(), page, pageSize });
export const auditListData = z.object({
  listItem: z.array(auditItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
