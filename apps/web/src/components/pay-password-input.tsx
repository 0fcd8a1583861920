import { Form } from 'antd';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import './pay-password-input.css';

const LENGTH = 6;

/**
 * The 6-digit pay password as six boxes (as Alipay and WeChat Pay show it): one real password input,
 * transparent, laid over the boxes, so typing, pasting, deleting, the field's label, the numeric
 * keyboard and password managers' restraint work as on any input; the boxes only show how many digits
 * there are. Form.Item hands `id`/`value`/`onChange`; the value is digits only.
 */
export function PayPasswordInput({
  id,
  value = '',
  onChange,
  disabled,
  autoComplete = 'off',
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  autoComplete?: 'off' | 'new-password';
}) {
  const { status } = Form.Item.useStatus();
  const [focused, setFocused] = useState(false);
  const digits = value.replace(/\D/g, '').slice(0, LENGTH);

  const change = (e: ChangeEvent<HTMLInputElement>) =>
    onChange?.(e.target.value.replace(/\D/g, '').slice(0, LENGTH));

  return (
    <div
      className={`paycode-input${status === 'error' ? ' paycode-input--error' : ''}${disabled ? ' paycode-input--disabled' : ''}`}
    >
      <input
        id={id}
        className="paycode-input__field"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={LENGTH}
        autoComplete={autoComplete}
        value={digits}
        onChange={change}
        onFocus={() => setFocused(true)}
        // a click puts the caret at the end, never between hidden digits: boxes fill and empty from the right
        onMouseUp={(e) => {
          const end = e.currentTarget.value.length;
          e.currentTarget.setSelectionRange(end, end);
        }}
        onBlur={() => setFocused(false)}
        disabled={disabled}
        aria-invalid={status === 'error' || undefined}
      />
      <div className="paycode-input__boxes" aria-hidden="true">
        {Array.from({ length: LENGTH }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions
            key={i}
            className={`paycode-input__box${focused && i === Math.min(digits.length, LENGTH - 1) ? ' is-active' : ''}`}
          >
            {i < digits.length && <span className="paycode-input__dot" />}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The form's `paycode` field for paying or withdrawing: 支付密码, required, six digits, the six boxes. (Setting
 * a new one has its own rules: `PayPasswordModal`.)
 */
export function PaycodeField({ extra, disabled }: { extra?: ReactNode; disabled?: boolean }) {
  return (
    <Form.Item
      name="paycode"
      label="支付密码"
      rules={[
        { required: true, message: '请输入支付密码' },
        { pattern: /^\d{6}$/, message: '支付密码为6位数字' },
      ]}
      extra={extra}
    >
      <PayPasswordInput disabled={disabled} />
    </Form.Item>
  );
}
