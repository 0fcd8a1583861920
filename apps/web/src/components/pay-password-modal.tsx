import { paycodeTooSimple } from '@hz/contract/values/wallet';
import { App, Form, type FormRule, Input, Modal, Skeleton } from 'antd';
import { LoadFailed } from './load-failed.tsx';
import { reportError } from '../lib/error-handler.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { maskMobile } from '../lib/format.ts';
import { PayPasswordInput } from './pay-password-input.tsx';
import { type SmsCodeCall, SmsCodeField } from './sms-code-field.tsx';

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

/** The `Member/setPayment` call as the modal uses it: the wallet feature's `useSetPayment()`, passed in. */
export interface SetPaymentCall {
  mutate(
    body: { paycode: string; code: string },
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ): void;
  isPending: boolean;
}

/** The calls the modal makes, passed in by the page that shows it. */
export interface PayPasswordModalCalls {
  /** `Member/userInfo`: the mobile the code goes to, and whether a pay password is set. */
  member: { data?: { mobile: string; ispaycode: boolean }; isPending: boolean; refetch: () => unknown };
  getCode: SmsCodeCall;
  setPayment: SetPaymentCall;
}

/**
 * Sets or changes the 6-digit pay password: an SMS code of type `paycode` goes to the member's own
 * mobile, then `Member/setPayment`. Used from 提现 (wallet), from 安全设置 (members) and from every payment
 * (`PayPanel`), each passing in the calls: the member (`Member/userInfo`, asked while the modal is open),
 * `User/getCode` and `Member/setPayment`.
 */
export function PayPasswordModal({
  open,
  onClose,
  member: info,
  getCode,
  setPayment,
}: PayPasswordModalCalls & {
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const u = info.data;
  const title = u?.ispaycode ? '修改支付密码' : '设置支付密码';

  const onFinish = (v: Values) =>
    setPayment.mutate(
      { paycode: v.paycode, code: v.code.trim() },
      {
        onSuccess: () => {
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
        <LoadFailed title="加载失败" onRetry={() => info.refetch()} />
      ) : (
        <>
          <p className="card-hint">
            验证码将发送至您的绑定手机 {maskMobile(u.mobile)}
            。支付密码用于余额付款和提现，请勿与登录密码相同。
          </p>
          <Form.Item name="mobile" initialValue={u.mobile} hidden>
            <Input />
          </Form.Item>
          <SmsCodeField form={form} type="paycode" getCode={getCode} />
          <Form.Item
            name="paycode"
            label="支付密码"
            rules={paycodeRules}
            validateFirst
            extra="6位数字，勿用相同或连续的数字"
          >
            <PayPasswordInput autoComplete="new-password" />
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
            <PayPasswordInput autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
