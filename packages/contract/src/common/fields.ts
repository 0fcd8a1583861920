import { z } from './zod.ts';

/**
 * What plain text never holds: C0 and C1 control characters (Unicode `Cc`: NUL, tab, CR, LF, ESC, …)
 * and the bidirectional controls (`Bidi_Control`: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069),
 * which reorder how the text around them is shown (with U+202E, `gnp.exe` reads `exe.png`). Single-line
 * text also refuses the line and paragraph separators U+2028/U+2029. File names are cleaned of the same
 * characters (`cleanFileName` on the server); rich text is stripped of them by the server's sanitiser.
 */
export const SINGLE_LINE_BANNED = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;
/** Multi-line text: the same, except the line feed (CRLF and CR are turned into LF first). */
export const MULTI_LINE_BANNED = /[^\P{Cc}\n]|\p{Bidi_Control}/u;

const bannedMessage = (label: string, multiLine: boolean) =>
  `${label}不能包含${multiLine ? '' : '换行、'}控制字符或文字方向控制符`;

/** Trimmed one-line plain text (a name, a title, an address, a keyword): see `SINGLE_LINE_BANNED`. */
export const singleLineText = (label = '', params?: { error: string }) =>
  z
    .string(params)
    .trim()
    .refine((s) => !SINGLE_LINE_BANNED.test(s), bannedMessage(label, false));

/** Trimmed plain text of several lines (a profile, a reason): line feeds kept, CRLF and CR made LF. */
export const multiLineText = (label = '', params?: { error: string }) =>
  z
    .string(params)
    .overwrite((s) => s.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((s) => !MULTI_LINE_BANNED.test(s), bannedMessage(label, true));

export const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的11位手机号');

/** Length only: strength is judged on the server by zxcvbn (DESIGN §5 Identity). */
export const password = z.string({ error: '请输入密码' }).min(8, '密码至少8位').max(64, '密码最多64位');

export const smsCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');

/**
 * `paycode`: setting the pay password; `contract`: signing a build project's contract (decision 034). Both
 * are sent only to the logged-in member's own mobile.
 */
export const smsCodeTypes = ['regist', 'forget', 'bind', 'login', 'paycode', 'contract'] as const;
export const smsCodeType = z.enum(smsCodeTypes, { error: '验证码类型不正确' });
export type SmsCodeType = z.infer<typeof smsCodeType>;

/** Public member number: 8 digits. */
export const cardno = z.string().regex(/^\d{8}$/, '会员编号为8位数字');

/** `YYYY-MM-DD` that is a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    // year 0 exists for Date but not for PostgreSQL's date type
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && !s.startsWith('0000');
  }, '日期不存在');

export const page = z.coerce.number().int().min(1).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(20);
export const pagination = z.object({ page, pageSize });

/** A page of `item`s as list calls answer: `listItem`, the total and the page asked for. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    listItem: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** One row of an object's timeline (`orbits` of a task or a project; the server's `lib/timeline.ts`). */
export const orbitItem = z.object({
  action: z.string(),
  /** The action in Chinese. */
  name: z.string(),
  actor: z.string(),
  /** A company's staff member who acted for it: 张三（报价）; '' otherwise. */
  by: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  dates: z.string(),
  times: z.string(),
});
