import { paycodeTooSimple } from '@hz/contract/wallet';
import { App, Button, Form, type FormRule, Input, Modal, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { maskMobile } from '../../../lib/format.ts';
// the SMS code field of the login group and the member's profile: one countdown, one dev-code hint
import { SmsCodeField } from '../../auth/components/sms-code-field.tsx';
import { userInfoKey, useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from '../api/set-payment.ts';

interface Values {
  mobile: string;
  code: string;
  paycode: string;
  confirm: string;
}

const paycodeRules: FormRule[] = [
  { required: true, message: '请输入支付密码' },
  { pattern: /^\d{6}$/, message: '支付密码为6位数字' },
  {
    validator: (_, v: string | undefined) =>
      v && /^\d{6}$/.test(v) && paycodeTooSimple(v)
        ? Promise.reject(new Error('支付密码过于简单，请勿使用相同或连续的数字'))
        : Promise.resolve(),
  },
];

/**
 * Sets or changes the 6-digit pay password: an SMS code of type `paycode` goes to the member's own
 * mobile, then `Member/setPayment`. Used from 提现 and from 安全设置.
 */
export function PayPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const info = useUserInfo({ enabled: open });
  const setPayment = useSetPayment();
  const u = info.data;
  const title = u?.ispaycode ? '修改支付密码' : '设置支付密码';

  const onFinish = (v: Values) =>
    setPayment.mutate(
      { paycode: v.paycode, code: v.code.trim() },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: userInfoKey });
          message.success(u?.ispaycode ? '支付密码已修改' : '支付密码已设置');
          onClose();
        },
        onError: (err) => {
          const handled = applyServerErrors(form, err, ['code', 'paycode'], {
            code_invalid: 'code',
            code_expired: 'code',
          });
          if (!handled) reportError(err);
        },
      },
    );

  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: setPayment.isPending, htmlType: 'submit', disabled: !u }}
      onCancel={() => !setPayment.isPending && onClose()}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          name="payPassword"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          clearOnDestroy
        >
          {dom}
        </Form>
      )}
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !u ? (
        <Result
          status="warning"
          title="加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => info.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <p className="card-hint">
            验证码将发送至您的绑定手机 {maskMobile(u.mobile)}
            。支付密码用于余额付款和提现，请勿与登录密码相同。
          </p>
          <Form.Item name="mobile" initialValue={u.mobile} hidden>
            <Input />
          </Form.Item>
          <SmsCodeField form={form} type="paycode" formName="payPassword" />
          <Form.Item name="paycode" label="支付密码" rules={paycodeRules} validateFirst>
            <Input.Password
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              placeholder="6位数字，勿用相同或连续数字"
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="确认支付密码"
            dependencies={['paycode']}
            rules={[
              { required: true, message: '请再次输入支付密码' },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || getFieldValue('paycode') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error('两次输入的支付密码不一致')),
              }),
            ]}
          >
            <Input.Password
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              placeholder="再次输入6位数字"
            />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
