import { z } from './common/zod.ts';
import { cardno, mobile, password, smsCode, smsCodeType } from './common/fields.ts';

/** Member kinds chosen at registration: 1 business client, 2 designer, 3 factory. */
export const userTypes = { client: 1, designer: 2, factory: 3 } as const;
export const userType = z.literal([1, 2, 3], { error: '请选择会员类型' });

export const getCodeBody = z.object({ mobile, type: smsCodeType });
export const getCodeData = z.object({
  /** Seconds until another code may be sent to this mobile. */
  wait: z.number().int(),
  /** Only with the dev SMS provider, never in production. */
  devCode: z.string().optional(),
});

export const checkCodeBody = z.object({ mobile, code: smsCode, type: smsCodeType });

export const registBody = z.object({
  mobile,
  code: smsCode,
  password,
  usertype: userType.default(1),
  invite: z.union([cardno, z.literal('')]).optional(),
});

export const loginBody = z.object({
  mobile,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  autologin: z.coerce.number().int().min(0).max(1).default(0),
  /** Sent by the seed's client as a fixed constant; accepted, not used to authenticate. */
  usertype: z.union([z.number(), z.string()]).optional(),
});
export const loginData = z.object({ cardno });

/** Forgot (`mobile` + `code`) or change while logged in (`oldpwd`). */
export const resetPwdBody = z.union([
  z.object({ mobile, code: smsCode, password }),
  z.object({ oldpwd: z.string().min(1, '请输入原密码').max(128), password }),
]);

export const loginCheckData = z.object({
  loginState: z.boolean(),
  cardno: cardno.optional(),
  /** Masked for display: 138****0000. */
  mobile: z.string().optional(),
  nickname: z.string().optional(),
  userlogo: z.string().optional(),
  isadmin: z.boolean().optional(),
});

// WeChat website QR-connect login
export const wechatLoginBody = z.object({
  /** Where the web app should land after login (a path on this site). */
  redirect: z.string().max(300).optional(),
});
export const wechatLoginData = z.object({ url: z.string(), state: z.string() });
export const wxLoginBody = z.object({
  code: z.string().min(1).max(256),
  state: z.string().min(1).max(128),
});
export const wxLoginData = z.union([
  z.object({ needBind: z.literal(false), cardno, redirect: z.string().optional() }),
  z.object({
    needBind: z.literal(true),
    ticket: z.string(),
    nickname: z.string(),
    headimgurl: z.string(),
    redirect: z.string().optional(),
  }),
]);
export const bindMobileBody = z.object({ ticket: z.string().min(1).max(128), mobile, code: smsCode });
export const bindMobileData = z.object({ cardno, created: z.boolean() });

export type GetCodeBody = z.infer<typeof getCodeBody>;
export type RegistBody = z.infer<typeof registBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ResetPwdBody = z.infer<typeof resetPwdBody>;
export type LoginCheckData = z.infer<typeof loginCheckData>;
export type WxLoginData = z.infer<typeof wxLoginData>;
