import type { FormRule } from 'antd';

/** Client-side rules; the server checks the same and has the last word (password strength). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确的11位手机号' },
];

export const passwordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  { min: 8, message: '密码至少8位' },
  { max: 64, message: '密码最多64位' },
];

export const codeRules: FormRule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码为6位数字' },
];

/** The confirmation must repeat the field `field`. */
export function confirmRules(field: string, label = '确认密码'): FormRule[] {
  return [
    { required: true, message: `请再次输入密码` },
    ({ getFieldValue }) => ({
      validator(_, value) {
        if (!value || getFieldValue(field) === value) return Promise.resolve();
        return Promise.reject(new Error(`${label}与密码不一致`));
      },
    }),
  ];
}
