import { z } from './common/zod.ts';
import { cardno, isoDate } from './common/fields.ts';

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
  personauth: z.number().int(),
  businsauth: z.number().int(),
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
});
export type UserInfo = z.infer<typeof userInfo>;

const text = (max: number, label: string) => z.string().trim().max(max, `${label}最多${max}个字`);

/** `Member/updateBaseInfo`: every field optional; only the given ones change. */
export const updateBaseInfoBody = z
  .object({
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
    descr: text(500, '简介'),
  })
  .partial()
  .strict();
export type UpdateBaseInfoBody = z.infer<typeof updateBaseInfoBody>;
