import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmRules, passwordRules } from '../lib/validation.ts';

/** New password + confirmation, named `password` and `confirm` (the API's `password`). */
export function NewPasswordFields({
  passwordLabel = '新密码',
  confirmLabel = '确认新密码',
}: {
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        rules={passwordRules}
        extra="8–64位，请勿使用常见密码或与手机号相同的密码"
        hasFeedback
      >
        <Input.Password autoComplete="new-password" placeholder="请输入8–64位密码" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={confirmRules('password', confirmLabel)}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入密码" maxLength={64} />
      </Form.Item>
    </>
  );
}

/** The password one has now (登录 `password`, 修改密码 `oldpwd`): required; the browser may fill it in. */
export function CurrentPasswordField({ name, label, icon }: { name: string; label: string; icon?: boolean }) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请输入${label}` }]}>
      <Input.Password
        prefix={icon ? <LockOutlined aria-hidden /> : undefined}
        autoComplete="current-password"
        maxLength={128}
        placeholder={`请输入${label}`}
      />
    </Form.Item>
  );
}

/** The refusals of a password change (`User/resetPwd` with `oldpwd`) that belong on its fields. */
export const passwordChangeErrors = { wrong_credentials: 'oldpwd', weak_password: 'password' } as const;
