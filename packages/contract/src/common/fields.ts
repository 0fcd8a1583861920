import { z } from './zod.ts';

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

/** `paycode`: setting the pay password, sent to the logged-in member's own mobile. */
export const smsCodeTypes = ['regist', 'forget', 'bind', 'login', 'paycode'] as const;
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
