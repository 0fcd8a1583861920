import { multiLineText, page, pageSize, singleLineText } from './common/fields.ts';
import { yuan } from './common/money.ts';
import { z } from './common/zod.ts';
import type { CallDef } from './common/call.ts';
import { emptySchema } from './common/envelope.ts';
import { inStates, operatorsOnly, ownerOnly } from './common/access.ts';

/**
 * 发票 (issue 33 point 4, docs/domains/invoices.md): a company asks for a 发票 for what it paid — its
 * top-ups, or the platform's service fees taken on its deals — and an operator issues it (a PDF and/or the
 * e-invoice number) or refuses it. Amounts on the wire are yuan.
 */

/** What the 发票 is for: top-ups (充值) or the platform's service fees (平台服务费). */
export const invoiceSources = { topup: '充值', fee: '平台服务费' } as const;
export type InvoiceSource = keyof typeof invoiceSources;
/** 普通 or 专用 (the business verification's `receipt` values). */
export const invoiceKinds = { plain: '增值税普通发票', vat: '增值税专用发票' } as const;
export type InvoiceKind = keyof typeof invoiceKinds;
/** open → issued | refused, once. */
export const invoiceStates = { open: '待开票', issued: '已开票', refused: '已拒绝' } as const;
export type InvoiceState = keyof typeof invoiceStates;

const sourceSchema = z.enum(['topup', 'fee'], { error: '请选择开票内容' });
const kindSchema = z.enum(['plain', 'vat'], { error: '请选择发票类型' });
const stateSchema = z.enum(['open', 'issued', 'refused'], { error: '状态不正确' });

/** What one source allows: paid, already asked for (open or issued requests) and what is left, yuan. */
const quotaLine = z.object({ paid: z.number(), invoiced: z.number(), left: z.number() });

/** `Invoice/quota`: what can be invoiced now, and the title details from the business verification. */
export const invoiceQuotaData = z.object({
  /** The account's business verification is approved (only then may it ask for a 发票). */
  verified: z.boolean(),
  topup: quotaLine,
  fee: quotaLine,
  kind: kindSchema,
  title: z.string(),
  taxno: z.string(),
  bank: z.string(),
  account: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type InvoiceQuotaData = z.infer<typeof invoiceQuotaData>;

export const invoiceRequestBody = z
  .object({
    source: sourceSchema,
    kind: kindSchema,
    amount: yuan('开票金额', { minFen: 1 }),
    title: singleLineText('发票抬头', { error: '请输入发票抬头' })
      .min(2, '发票抬头至少2个字')
      .max(100, '发票抬头最多100个字'),
    taxno: z
      .string({ error: '请输入纳税人识别号' })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '纳税人识别号应为18位统一社会信用代码')),
    bank: singleLineText('开户银行').max(60, '开户银行最多60个字').default(''),
    account: z
      .string()
      .default('')
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^(\d{8,30})?$/, '银行账号应为8到30位数字')),
    address: singleLineText('注册地址').max(100, '地址最多100个字').default(''),
    phone: singleLineText('电话').max(30, '电话最多30个字符').default(''),
    memo: multiLineText('备注').max(200, '备注最多200个字').default(''),
  })
  // a 专用发票 carries the buyer's bank, account, address and telephone
  .refine((b) => b.kind !== 'vat' || b.bank.length >= 4, {
    path: ['bank'],
    message: '专用发票请填写开户银行',
  })
  .refine((b) => b.kind !== 'vat' || b.account.length >= 8, {
    path: ['account'],
    message: '专用发票请填写银行账号',
  })
  .refine((b) => b.kind !== 'vat' || b.address.length >= 4, {
    path: ['address'],
    message: '专用发票请填写注册地址',
  })
  .refine((b) => b.kind !== 'vat' || b.phone.length >= 7, { path: ['phone'], message: '专用发票请填写电话' });

export const invoiceItem = z.object({
  id: z.number().int(),
  orders: z.string(),
  source: sourceSchema,
  kind: kindSchema,
  amount: z.number(),
  title: z.string(),
  taxno: z.string(),
  bank: z.string(),
  account: z.string(),
  address: z.string(),
  phone: z.string(),
  memo: z.string(),
  state: stateSchema,
  /** The e-invoice number, once issued ('' if only a PDF was given). */
  invoiceNo: z.string(),
  /** `GET /api/Invoice/download?id=`: the PDF, when one was uploaded; else ''. */
  download: z.string(),
  reason: z.string(),
  /** Who asked: the staff member's name (张三（财务）) or ''. */
  requestedBy: z.string(),
  dates: z.string(),
  times: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoiceListBody = z.object({ page, pageSize });
export const invoiceListData = z.object({
  listItem: z.array(invoiceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminInvoiceListBody = z.object({ state: stateSchema.default('open'), page, pageSize });
export const adminInvoiceItem = invoiceItem.extend({
  cardno: z.string(),
  mobile: z.string(),
  company: z.string(),
  /** The uploaded PDF for the operator (`/files/{id}`), or ''. */
  file: z.string(),
});
export const adminInvoiceListData = z.object({
  listItem: z.array(adminInvoiceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const invoiceIssueBody = z
  .object({
    id: z.number().int().positive(),
    /** The e-invoice number (数电发票号码 20 digits, or 发票号码 8 digits); '' when only a PDF is given. */
    invoiceNo: z
      .string()
      .trim()
      .default('')
      .pipe(z.string().regex(/^(\d{8}|\d{20})?$/, '发票号码应为8位或20位数字')),
    /** An operator's upload with purpose `invoice` (a PDF); '' when only the number is given. */
    fileId: z.string().default(''),
  })
  .refine((b) => b.invoiceNo !== '' || b.fileId !== '', {
    path: ['invoiceNo'],
    message: '请上传发票PDF或填写发票号码',
  });
export const invoiceRefuseBody = z.object({
  id: z.number().int().positive(),
  reason: multiLineText('原因', { error: '请填写拒绝原因' })
    .min(2, '请填写拒绝原因（至少2个字）')
    .max(200, '原因最多200个字'),
});

export const invoicesCalls = {
  'Invoice/quota': {
    method: 'POST',
    path: '/api/Invoice/quota',
    summary: '可开票金额（充值与平台服务费，已扣除待开票与已开票）及企业认证中的开票信息',
    body: emptySchema.optional(),
    data: invoiceQuotaData,
    auth: true,
  },
  'Invoice/request': {
    method: 'POST',
    path: '/api/Invoice/request',
    summary: '申请开具发票（普通或专用；金额不超过可开票金额）',
    body: invoiceRequestBody,
    data: invoiceItem,
    auth: true,
  },
  'Invoice/list': {
    method: 'POST',
    path: '/api/Invoice/list',
    summary: '我的发票申请',
    body: invoiceListBody,
    data: invoiceListData,
    auth: true,
  },
  'Invoice/download': {
    method: 'GET',
    path: '/api/Invoice/download',
    summary: '下载已开具的发票PDF（仅申请方）',
    query: z.object({ id: z.coerce.number({ error: '请指定发票' }).int().positive('发票编号不正确') }),
    data: z.null(),
    download: 'application/pdf',
    auth: true,
    access: { object: 'invoice', expect: { issued: ownerOnly } },
  },
  'Admin/invoiceList': {
    method: 'POST',
    path: '/api/Admin/invoiceList',
    summary: '发票申请队列',
    body: adminInvoiceListBody,
    data: adminInvoiceListData,
    auth: true,
    admin: true,
  },
  'Admin/invoiceIssue': {
    method: 'POST',
    path: '/api/Admin/invoiceIssue',
    summary: '开具发票（上传PDF或填写发票号码）',
    body: invoiceIssueBody,
    data: adminInvoiceItem,
    auth: true,
    admin: true,
    access: { object: 'invoice', with: { invoiceNo: '12345678' }, expect: { open: operatorsOnly } },
  },
  'Admin/invoiceRefuse': {
    method: 'POST',
    path: '/api/Admin/invoiceRefuse',
    summary: '拒绝发票申请（填写原因，金额退回可开票额度）',
    body: invoiceRefuseBody,
    data: adminInvoiceItem,
    auth: true,
    admin: true,
    access: {
      object: 'invoice',
      with: { reason: '抬头与认证不符' },
      expect: inStates(operatorsOnly, 'open'),
    },
  },
} as const satisfies Record<string, CallDef>;
