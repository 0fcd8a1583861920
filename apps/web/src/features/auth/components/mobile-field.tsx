import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { mobileRules } from '../../../lib/validation.ts';

/** The 手机号 field every login-group form starts with (form field `mobile`). */
export function MobileField({
  autoComplete = 'username',
  placeholder = '请输入11位手机号',
}: {
  autoComplete?: 'username' | 'tel';
  placeholder?: string;
}) {
  return (
    <Form.Item name="mobile" label="手机号" rules={mobileRules} validateFirst>
      <Input
        prefix={<MobileOutlined aria-hidden />}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={11}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
