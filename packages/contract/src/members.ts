import { z } from './common/zod.ts';
import { staffRoles } from './values/staff.ts';
import { verifyStateSchema } from './common/state-schemas.ts';
import { cardno, isoDate, multiLineText, singleLineText } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { emptySchema } from './common/envelope.ts';
import { regionProblem } from './common/regions.ts';

/** What a member sees about themself (`Member/userInfo`): the seed's fields, never a secret. */
export const userInfo = z.object({
  cardno,
  usertype: z.number().int(),
  cardtype: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  nickname: z.string(),
  userlogo: z.string(),
  company: z.string(),
  myjob: z.string(),
  birth: z.string(),
  sex: z.number().int(),
  /** Masked ID number once verified (first 3 and last 4 digits). */
  idcard: z.string(),
  qqnum: z.string(),
  email: z.string(),
  addr: z.string(),
  prov: z.string(),
  city: z.string(),
  strt: z.string(),
  descr: z.string(),
  score: z.number(),
  ispaycode: z.boolean(),
  hastips: z.boolean(),
  personauth: verifyStateSchema,
  businsauth: verifyStateSchema,
  bindwx: z.boolean(),
  coins: z.number(),
  invitcoins: z.number(),
  invitcoins_dsnr: z.number(),
  invitcoins_bsns: z.number(),
  invitpples: z.number().int(),
  myworks: z.number().int(),
  cmtigots: z.number().int(),
  isadmin: z.boolean(),
  dates: z.string(),
  times: z.string(),
  /**
   * The member's place in a company (issue 33, decision 056), or null. A staff member's `userInfo` is the
   * company's account as they act for it, except `mobile`, `ispaycode` and `personauth`, which are their
   * own; without 财务 or 管理员 the money fields are 0 (`seesMoney` false).
   */
  staff: z
    .object({
      name: z.string(),
      roles: z.array(z.enum(staffRoles)),
      /** The company's own account. */
      owner: z.boolean(),
      seesMoney: z.boolean(),
    })
    .nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

const text = (max: number, label: string) => singleLineText(label).max(max, `${label}最多${max}个字`);

/**
 * `Member/updateBaseInfo`: every field optional; only the given ones change. `userlogo` is the id of an
 * `Upload/file` of purpose `avatar` ('' removes the avatar); `Member/userInfo` answers its URL.
 * `prov`/`city`/`strt` come together from the region picker (common/regions.ts), or all empty.
 */
export const updateBaseInfoBody = z
  .object({
    userlogo: z.union([
      z.string().regex(/^f[A-Za-z0-9_-]{24}$/, '头像文件不正确，请重新上传'),
      z.literal(''),
    ]),
    name: text(30, '姓名'),
    nickname: text(30, '昵称'),
    company: text(60, '公司'),
    myjob: text(30, '职位'),
    birth: z.union([isoDate, z.literal('')]),
    sex: z.literal([0, 1, 2], { error: '性别不正确' }),
    qqnum: z.union([z.string().regex(/^[1-9]\d{4,11}$/, 'QQ号为5到12位数字'), z.literal('')]),
    email: z.union([z.email('邮箱格式不正确').max(100), z.literal('')]),
    addr: text(120, '地址'),
    prov: text(20, '省份'),
    city: text(20, '城市'),
    strt: text(30, '区县'),
    descr: multiLineText('简介').max(500, '简介最多500个字'),
  })
  .partial()
  .strict()
  .superRefine((b, ctx) => {
    if (b.prov === undefined && b.city === undefined && b.strt === undefined) return;
    const [prov, city, strt] = [b.prov ?? '', b.city ?? '', b.strt ?? ''];
    if (!prov && !city && !strt) return;
    const problem = regionProblem(prov, city, strt);
    if (problem) ctx.addIssue({ code: 'custom', path: ['prov'], message: `所在地区：${problem}` });
  });
export type UpdateBaseInfoBody = z.infer<typeof updateBaseInfoBody>;

export const membersCalls = {
  'Member/userInfo': {
    method: 'POST',
    path: '/api/Member/userInfo',
    summary: '我的资料',
    body: emptySchema.optional(),
    data: userInfo,
    auth: true,
  },
  'Member/updateBaseInfo': {
    method: 'POST',
    path: '/api/Member/updateBaseInfo',
    summary: '修改基本资料',
    body: updateBaseInfoBody,
    data: userInfo,
    auth: true,
  },
} as const satisfies Record<string, CallDef>;
