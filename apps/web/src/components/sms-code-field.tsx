import type { SmsCodeType } from '@hz/contract/common/fields';
import { Alert, App, Button, Form, type FormInstance, Input, type InputProps, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { BizError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-handler.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { codeRules } from '../lib/validation.ts';
import './sms-code-field.css';

const DEFAULT_WAIT = 60;

/** Seconds left until `until` (a timestamp), ticking once a second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The `User/getCode` call as the field uses it: the auth feature's `useGetCode()`, passed in. */
export interface SmsCodeCall {
  mutate(
    body: { mobile: string; type: SmsCodeType },
    callbacks: {
      onSuccess: (data: { wait: number; devCode?: string }) => void;
      onError: (err: Error) => void;
    },
  ): void;
  isPending: boolean;
}

/**
 * The code input and the send button beside it, as one control of the `code` Form.Item: the props the
 * Form.Item gives its child (value, onChange, id, aria-describedby, aria-invalid) go to the input.
 */
function CodeInput({ button, ...input }: InputProps & { button: ReactNode }) {
  return (
    <Space.Compact block>
      <Input
        {...input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6位短信验证码"
      />
      {button}
    </Space.Compact>
  );
}

/**
 * The `code` field with its 获取验证码 button: checks the `mobile` field first, asks the server for a
 * code (`getCode`), then waits `data.wait` seconds (60 by default) before another may be sent. With the
 * dev SMS provider the server also returns the code, which is shown so testers can go on. Used by the
 * login group and the pay password: one countdown, one dev-code hint.
 */
export function SmsCodeField({
  form,
  type,
  getCode,
}: {
  form: FormInstance;
  type: SmsCodeType;
  getCode: SmsCodeCall;
}) {
  const { message } = App.useApp();
  const [until, setUntil] = useState(0);
  const [devCode, setDevCode] = useState<string | null>(null);
  const left = useCountdown(until);

  const send = async () => {
    let mobile: string;
    try {
      const values = await form.validateFields(['mobile']);
      mobile = String(values.mobile).trim();
    } catch {
      return;
    }
    getCode.mutate(
      { mobile, type },
      {
        onSuccess: (data) => {
          setUntil(Date.now() + (data.wait > 0 ? data.wait : DEFAULT_WAIT) * 1000);
          setDevCode(data.devCode ?? null);
          message.success('验证码已发送，请注意查收短信');
        },
        onError: (err) => {
          if (err instanceof BizError && err.errCode === 'rate_limited') {
            const wait = (err.data as { wait?: unknown } | undefined)?.wait;
            if (typeof wait === 'number' && wait > 0) setUntil(Date.now() + wait * 1000);
          }
          const handled = applyServerErrors(form, err, ['mobile'], {
            mobile_taken: 'mobile',
            mobile_unknown: 'mobile',
          });
          if (!handled) reportError(err);
        },
      },
    );
  };

  return (
    <>
      {/* one field with its label, error and input: the Form.Item passes the input its id and its
          aria-describedby (`…_code_help`), and names the error div with that id. A label-only Form.Item
          around a noStyle one rendered the error without an id, so the input described itself by an
          element that did not exist and a screen reader never heard the error */}
      <Form.Item name="code" label="验证码" rules={codeRules} validateFirst className="sms-code-field">
        <CodeInput
          button={
            <Button
              onClick={send}
              loading={getCode.isPending}
              disabled={left > 0}
              className="sms-code-field__btn"
            >
              {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
            </Button>
          }
        />
      </Form.Item>
      {devCode && (
        <Alert
          type="info"
          showIcon
          className="dev-code"
          title={`开发环境验证码：${devCode}`}
          data-testid="dev-code"
        />
      )}
    </>
  );
}
