import { z } from './common/zod.ts';
import { ReviewState } from './common/states.ts';
import { reviewStateSchema, verifyStateSchema } from './common/state-schemas.ts';
import { CONTACT_PHONE } from './common/publish-fields.ts';
import { cardno, isoDate, mobile, multiLineText, page, pageSize, singleLineText } from './common/fields.ts';
import { idcardProblem } from './common/idcard.ts';
import { regionProblem } from './common/regions.ts';
import { usccProblem } from './common/uscc.ts';
import type { CallDef } from './common/call.ts';
import { emptySchema } from './common/envelope.ts';
import { operatorsOnly } from './common/access.ts';

/** `personauth` / `businsauth` / `checked`: 3 not submitted, 0 pending review, 1 approved, 2 rejected. */
export const authStates = { none: 3, pending: 0, approved: 1, rejected: 2 } as const;

const fileId = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .min(1, `请上传${label}`)
    .max(64);

const realName = z
  .string({ error: '请输入真实姓名' })
  .trim()
  .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入身份证上的中文姓名');

export const personAuthBody = z.object({
  name: realName,
  /**
   * '' on a resubmission keeps the number on file: the member's own views show it masked only, so a
   * form cannot send it back (the server refuses '' when there is none).
   */
  idcard: z
    .string({ error: '请输入身份证号' })
    .trim()
    .transform((s) => s.toUpperCase())
    .superRefine((s, ctx) => {
      const problem = s === '' ? null : idcardProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
  /** File ids from `Upload/file` with purpose `idcard`. */
  cardfrt: fileId('身份证人像面'),
  cardrvs: fileId('身份证国徽面'),
});
export type PersonAuthBody = z.infer<typeof personAuthBody>;

export const personAuthInfo = z.object({
  personauth: verifyStateSchema,
  name: z.string(),
  /** Masked except for the owner's own first 3 and last 4 characters. */
  idcard: z.string(),
  cardfrt: z.string(),
  cardrvs: z.string(),
  cardfrtId: z.string(),
  cardrvsId: z.string(),
  /** The operator's reason when rejected. */
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
});

/** The legal form on the business licence (`bstype`). */
export const businessTypes = [
  '有限责任公司',
  '股份有限公司',
  '个人独资企业',
  '合伙企业',
  '个体工商户',
  '外商投资企业',
  '其他组织',
] as const;

/** The invoice the business wants for platform fees (`receipt`): a plain or a VAT special invoice. */
export const receiptTypes = { plain: '增值税普通发票', vat: '增值税专用发票' } as const;

const text = (label: string, min: number, max: number) =>
  singleLineText(label, { error: `请输入${label}` })
    .min(min, min > 1 ? `${label}至少${min}个字` : `请输入${label}`)
    .max(max, `${label}最多${max}个字`);

const region = singleLineText('地区').max(20).default('');

/**
 * `Member/businesAuth`: the seed's business-auth fields. `b*` is the business on its licence, `m*`
 * the mailing address for invoices and contracts; `*prov`/`*city`/`*strt` are province, city and
 * district names from the region picker (common/regions.ts).
 */
export const businesAuthBody = z
  .object({
    /**
     * The contact person: their real name, mobile and ID card images (the images of the member's own
     * person verification may be reused when the contact is that person).
     */
    name: realName,
    mobile,
    tlphone: z
      .string()
      .trim()
      .regex(CONTACT_PHONE, '请输入正确的联系电话，如 010-12345678')
      .or(z.literal(''))
      .default(''),
    cardfrt: fileId('联系人身份证人像面'),
    cardrvs: fileId('联系人身份证国徽面'),
    bstype: z.enum(businessTypes, { error: '请选择企业类型' }),
    btitle: text('企业名称', 2, 60),
    /** The business licence image, `Upload/file` purpose `licence`. */
    bcerts: fileId('营业执照'),
    /** Date of establishment on the licence. */
    bdate: isoDate.refine((d) => d <= new Date().toISOString().slice(0, 10), '成立日期不能晚于今天'),
    bprov: region,
    bcity: region,
    bstrt: region,
    receipt: z.enum(Object.keys(receiptTypes) as ['plain', 'vat'], { error: '请选择发票类型' }),
    fultitle: text('发票抬头', 2, 60),
    taxorder: z
      .string({ error: '请输入统一社会信用代码' })
      .trim()
      .transform((s) => s.toUpperCase())
      .superRefine((s, ctx) => {
        const problem = usccProblem(s);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    bkname: text('开户银行', 4, 60),
    /** '' on a resubmission keeps the account number on file (shown masked, as `idcard`). */
    bkorder: z
      .string({ error: '请输入银行账号' })
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^(\d{8,30})?$/, '银行账号应为8到30位数字'))
      .default(''),
    mprov: region,
    mcity: region,
    mstrt: region,
    maddr: text('详细地址', 4, 100),
  })
  .superRefine(
    (b, ctx) => {
      for (const [prefix, label] of [
        ['b', '注册地'],
        ['m', '邮寄地址'],
      ] as const) {
        const [prov, city, strt] = [b[`${prefix}prov`], b[`${prefix}city`], b[`${prefix}strt`]].map((v) =>
          typeof v === 'string' ? v : '',
        ) as [string, string, string];
        const problem = regionProblem(prov, city, strt);
        if (problem)
          ctx.addIssue({ code: 'custom', path: [`${prefix}prov`], message: `${label}：${problem}` });
      }
    },
    // report the regions together with every other field's problem, not only once the rest is valid
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BusinesAuthBody = z.infer<typeof businesAuthBody>;

const businessFields = {
  name: z.string(),
  mobile: z.string(),
  tlphone: z.string(),
  bstype: z.string(),
  btitle: z.string(),
  bdate: z.string(),
  bprov: z.string(),
  bcity: z.string(),
  bstrt: z.string(),
  receipt: z.string(),
  fultitle: z.string(),
  taxorder: z.string(),
  bkname: z.string(),
  mprov: z.string(),
  mcity: z.string(),
  mstrt: z.string(),
  maddr: z.string(),
  /** Image URLs. */
  cardfrt: z.string(),
  cardrvs: z.string(),
  bcerts: z.string(),
};

/** `Member/businesAuthInfo`: the member's own request (empty strings before the first one). */
export const businesAuthInfo = z.object({
  businsauth: verifyStateSchema,
  cardno,
  ...businessFields,
  /** Masked: the first 3 and last 4 digits. */
  bkorder: z.string(),
  cardfrtId: z.string(),
  cardrvsId: z.string(),
  bcertsId: z.string(),
  checked: z.number().int(),
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
});

export const authKind = z.enum(['person', 'business'], { error: '认证类型不正确' });
export type AuthKind = z.infer<typeof authKind>;

export const authListBody = z.object({
  kind: authKind,
  /** 0 pending (default), 1 approved, 2 rejected. */
  checked: reviewStateSchema.default(ReviewState.pending),
  page,
  pageSize,
});
export const authListItem = z.object({
  id: z.number().int(),
  kind: authKind,
  cardno,
  /** The account's mobile (person) or the contact person's mobile (business). */
  mobile: z.string(),
  /** The real name (person) or the contact person's name (business). */
  name: z.string(),
  /** The business name; empty for a person. */
  btitle: z.string(),
  checked: z.number().int(),
  dates: z.string(),
  times: z.string(),
});
export const authListData = z.object({
  listItem: z.array(authListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const authInfoBody = z.object({ kind: authKind, id: z.number().int().positive() });
/** One request in full, for the operator: a person's or a business's fields by `kind`. */
export const authInfoData = z.discriminatedUnion('kind', [
  authListItem.extend({
    kind: z.literal('person'),
    /** Full ID number: operators see it to compare with the images. */
    idcard: z.string(),
    cardfrt: z.string(),
    cardrvs: z.string(),
    reason: z.string(),
  }),
  authListItem.extend({
    kind: z.literal('business'),
    ...businessFields,
    /** Full account number. */
    bkorder: z.string(),
    reason: z.string(),
  }),
]);
export type AuthInfoData = z.infer<typeof authInfoData>;

export const authReviewBody = z
  .object({
    kind: authKind,
    id: z.number().int().positive(),
    pass: z.boolean({ error: '请选择通过或驳回' }),
    reason: multiLineText('原因').max(200, '原因最多200个字').default(''),
  })
  .refine((b) => b.pass || b.reason.length >= 2, {
    path: ['reason'],
    message: '驳回时请填写原因（至少2个字）',
  });

/** The member's applications (`Member/*`) and the operators' review of them (`Admin/auth*`). */
export const verificationCalls = {
  'Member/personAuth': {
    method: 'POST',
    path: '/api/Member/personAuth',
    summary: '提交实名认证（驳回后可修改重交）',
    body: personAuthBody,
    data: personAuthInfo,
    auth: true,
  },
  'Member/personAuthInfo': {
    method: 'POST',
    path: '/api/Member/personAuthInfo',
    summary: '我的实名认证信息',
    body: emptySchema.optional(),
    data: personAuthInfo,
    auth: true,
  },
  'Member/businesAuth': {
    method: 'POST',
    path: '/api/Member/businesAuth',
    summary: '提交企业认证（驳回后可修改重新提交）',
    body: businesAuthBody,
    data: businesAuthInfo,
    auth: true,
  },
  'Member/businesAuthInfo': {
    method: 'POST',
    path: '/api/Member/businesAuthInfo',
    summary: '我的企业认证信息',
    body: emptySchema.optional(),
    data: businesAuthInfo,
    auth: true,
  },
  'Admin/authList': {
    method: 'POST',
    path: '/api/Admin/authList',
    summary: '认证审核队列',
    body: authListBody,
    data: authListData,
    auth: true,
    admin: true,
  },
  'Admin/authInfo': {
    method: 'POST',
    path: '/api/Admin/authInfo',
    summary: '认证申请详情（含证件图片）',
    body: authInfoBody,
    data: authInfoData,
    auth: true,
    admin: true,
    access: { object: 'personAuth', with: { kind: 'person' }, expect: { pending: operatorsOnly } },
  },
  'Admin/authReview': {
    method: 'POST',
    path: '/api/Admin/authReview',
    summary: '通过或驳回认证申请',
    body: authReviewBody,
    data: authInfoData,
    auth: true,
    admin: true,
    access: {
      object: 'personAuth',
      with: { kind: 'person', pass: false, reason: '证件照片不清晰' },
      expect: { pending: operatorsOnly },
    },
  },
} as const satisfies Record<string, CallDef>;
