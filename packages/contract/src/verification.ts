import { z } from './common/zod.ts';
import { cardno, page, pageSize } from './common/fields.ts';
import { idcardProblem } from './common/idcard.ts';

/** `personauth` / `businsauth` / `checked`: 3 not submitted, 0 pending review, 1 approved, 2 rejected. */
export const authStates = { none: 3, pending: 0, approved: 1, rejected: 2 } as const;

const fileId = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .min(1, `请上传${label}`)
    .max(64);

export const personAuthBody = z.object({
  name: z
    .string({ error: '请输入真实姓名' })
    .trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, '请输入身份证上的中文姓名'),
  idcard: z
    .string({ error: '请输入身份证号' })
    .trim()
    .transform((s) => s.toUpperCase())
    .superRefine((s, ctx) => {
      const problem = idcardProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** File ids from `Upload/file` with purpose `idcard`. */
  cardfrt: fileId('身份证人像面'),
  cardrvs: fileId('身份证国徽面'),
});
export type PersonAuthBody = z.infer<typeof personAuthBody>;

export const personAuthInfo = z.object({
  personauth: z.number().int(),
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

export const authKind = z.enum(['person'], { error: '认证类型不正确' });

export const authListBody = z.object({
  kind: authKind,
  /** 0 pending (default), 1 approved, 2 rejected. */
  checked: z.literal([0, 1, 2]).default(0),
  page,
  pageSize,
});
export const authListItem = z.object({
  id: z.number().int(),
  kind: authKind,
  cardno,
  mobile: z.string(),
  name: z.string(),
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
export const authInfoData = authListItem.extend({
  /** Full ID number: operators see it to compare with the images. */
  idcard: z.string(),
  cardfrt: z.string(),
  cardrvs: z.string(),
  reason: z.string(),
});

export const authReviewBody = z
  .object({
    kind: authKind,
    id: z.number().int().positive(),
    pass: z.boolean({ error: '请选择通过或驳回' }),
    reason: z.string().trim().max(200, '原因最多200个字').default(''),
  })
  .refine((b) => b.pass || b.reason.length >= 2, {
    path: ['reason'],
    message: '驳回时请填写原因（至少2个字）',
  });
