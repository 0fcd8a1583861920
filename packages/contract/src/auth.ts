import { z } from './common/zod.ts';
import { cardno, mobile, password, smsCode, smsCodeType } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { okSchema } from './common/envelope.ts';
import { agreements } from './common/agreements.ts';

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

const mustAgree = '请阅读并同意《用户服务协议》和《隐私政策》';
const agreedVersion = z.string({ error: mustAgree }).max(20);

/**
 * The versions of 《用户服务协议》 and 《隐私政策》 the person read and accepted
 * (`common/agreements.ts`); only the current ones are taken.
 */
export const agreeSchema = z
  .object({ terms: agreedVersion, privacy: agreedVersion }, { error: mustAgree })
  .refine(
    (a) => a.terms === agreements.terms.version && a.privacy === agreements.privacy.version,
    '《用户服务协议》或《隐私政策》已更新，请刷新页面，阅读最新版本后重新勾选同意',
  );

export const checkCodeBody = z.object({ mobile, code: smsCode, type: smsCodeType });

export const registBody = z.object({
  mobile,
  code: smsCode,
  password,
  usertype: userType.default(1),
  invite: z.union([cardno, z.literal('')]).optional(),
  agree: agreeSchema,
});

export const loginBody = z.object({
  mobile,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  autologin: z.coerce.number().int().min(0).max(1).default(0),
  /** Sent by the seed's client as a fixed constant; accepted, not used to authenticate. */
  usertype: z.union([z.number(), z.string()]).optional(),
});
export const loginData = z.object({ cardno });

/** 短信验证码登录: a `login` code proves the mobile of a registered member. */
export const codeLoginBody = z.object({
  mobile,
  code: smsCode,
  autologin: z.coerce.number().int().min(0).max(1).default(0),
});

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
export const bindMobileBody = z.object({
  ticket: z.string().min(1).max(128),
  mobile,
  code: smsCode,
  /** Needed when the bind creates a member (a mobile not yet registered); checked when given. */
  agree: agreeSchema.optional(),
});
export const bindMobileData = z.object({ cardno, created: z.boolean() });

export type GetCodeBody = z.infer<typeof getCodeBody>;
export type RegistBody = z.infer<typeof registBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type CodeLoginBody = z.infer<typeof codeLoginBody>;
export type Agree = z.infer<typeof agreeSchema>;
export type ResetPwdBody = z.infer<typeof resetPwdBody>;
export type LoginCheckData = z.infer<typeof loginCheckData>;
export type WxLoginData = z.infer<typeof wxLoginData>;

export const authCalls = {
  'User/getCode': {
    method: 'POST',
    path: '/api/User/getCode',
    summary: '发送短信验证码',
    body: getCodeBody,
    data: getCodeData,
    auth: false,
  },
  'User/checkCode': {
    method: 'POST',
    path: '/api/User/checkCode',
    summary: '校验验证码（不消耗）',
    body: checkCodeBody,
    data: okSchema,
    auth: false,
  },
  'User/regist': {
    method: 'POST',
    path: '/api/User/regist',
    summary: '手机号注册并登录',
    body: registBody,
    data: loginData,
    auth: false,
  },
  'User/login': {
    method: 'POST',
    path: '/api/User/login',
    summary: '密码登录',
    body: loginBody,
    data: loginData,
    auth: false,
  },
  'User/codeLogin': {
    method: 'POST',
    path: '/api/User/codeLogin',
    summary: '短信验证码登录（验证码类型 login）',
    body: codeLoginBody,
    data: loginData,
    auth: false,
  },
  'User/resetPwd': {
    method: 'POST',
    path: '/api/User/resetPwd',
    summary: '找回或修改密码',
    body: resetPwdBody,
    data: okSchema,
    auth: false,
  },
  loginCheck: {
    method: 'GET',
    path: '/api/loginCheck',
    summary: '登录状态',
    data: loginCheckData,
    auth: false,
  },
  logout: { method: 'POST', path: '/api/logout', summary: '退出登录', data: okSchema, auth: false },
  'Wechat/login': {
    method: 'POST',
    path: '/api/Wechat/login',
    summary: '微信扫码登录地址',
    body: wechatLoginBody,
    data: wechatLoginData,
    auth: false,
  },
  'Wechat/wxLogin': {
    method: 'POST',
    path: '/api/Wechat/wxLogin',
    summary: '微信授权回调登录',
    body: wxLoginBody,
    data: wxLoginData,
    auth: false,
  },
  'Wechat/bindMobile': {
    method: 'POST',
    path: '/api/Wechat/bindMobile',
    summary: '微信账号绑定手机号',
    body: bindMobileBody,
    data: bindMobileData,
    auth: false,
  },
} as const satisfies Record<string, CallDef>;
