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
