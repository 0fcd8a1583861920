import { Button, Checkbox, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import type { AgreementKind } from '@hz/contract/common/agreements';

/**
 * The form of a login screen (登录, 注册, 找回密码, 设置新密码, 修改密码, 绑定手机号): vertical and large, no
 * required marks, and the full-width submit button last.
 */
export function AuthForm<V>({
  submit,
  loading,
  disabled,
  children,
  ...props
}: FormProps<V> & { submit: string; loading: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Form<V> layout="vertical" requiredMark={false} size="large" {...props}>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} disabled={disabled}>
          {submit}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 我已阅读并同意《用户服务协议》和《隐私政策》, required; the links open the agreements over the form. */
export function AgreeField({
  agreement,
  extra,
}: {
  /** `useAgreementDrawer()`: its links (its drawer is rendered by the screen). */
  agreement: { link: (kind: AgreementKind) => ReactNode };
  extra?: string;
}) {
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      extra={extra}
      rules={[
        {
          validator: (_, value) =>
            value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户服务协议和隐私政策')),
        },
      ]}
    >
      <Checkbox>
        我已阅读并同意 {agreement.link('terms')}和{agreement.link('privacy')}
      </Checkbox>
    </Form.Item>
  );
}
