import { App, Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PayPasswordInput } from '../../../components/pay-password-input.tsx';
import { PayPasswordModal } from '../../../components/pay-password-modal.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from '../../wallet/api/set-payment.ts';
import { useWalletInfo } from '../../wallet/api/wallet-info.ts';
import type { TaskDetail } from '../api/task-info.ts';
import { usePayDesignerFee } from '../api/pay-designer-fee.ts';
import { yuan } from './task-format.ts';

/**
 * 托管设计费: the fee, the available balance, the 6-digit pay password (set it here first when there is
 * none, as the wallet's screens do), then `payDesignerFee`. Too few coins links to 充值.
 */
export function PayFeeModal({
  task,
  open,
  onClose,
}: {
  task: TaskDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ paycode: string }>();
  const { message } = App.useApp();
  const wallet = useWalletInfo();
  const pay = usePayDesignerFee();
  const [settingPaycode, setSettingPaycode] = useState(false);
  const member = useUserInfo({ enabled: settingPaycode });
  const getCode = useGetCode();
  const setPayment = useSetPayment();
  const w = wallet.data;
  const short = w ? w.coins < task.fee : false;

  const onFinish = ({ paycode }: { paycode: string }) =>
    pay.mutate(
      { id: task.id, paycode },
      {
        onSuccess: () => {
          message.success('设计费已托管，设计师开始设计');
          onClose();
        },
        onError: (err) => {
          if (
            !applyServerErrors(form, err, ['paycode'], {
              pay_password_wrong: 'paycode',
              pay_locked: 'paycode',
              pay_password_unset: 'paycode',
            })
          )
            reportError(err);
        },
      },
    );

  return (
    <>
      <Modal
        open={open && !settingPaycode}
        title="托管设计费"
        okText={`确认托管 ${yuan(task.fee)}`}
        cancelText="取消"
        okButtonProps={{ loading: pay.isPending, htmlType: 'submit', disabled: !w || short || !w.ispaycode }}
        onCancel={() => !pay.isPending && onClose()}
        destroyOnHidden
        modalRender={(dom) => (
          <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} clearOnDestroy>
            {dom}
          </Form>
        )}
      >
        {wallet.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : !w ? (
          <Alert type="error" showIcon title="钱包加载失败，请关闭后重试" />
        ) : (
          <>
            <p>
              设计费 <strong className="task-money">{yuan(task.fee)}</strong>{' '}
              将从可用余额转入平台托管；您验收后扣除平台服务费支付给设计师，协商取消则全额退回。
            </p>
            <p className="card-hint" data-testid="pay-balance">
              可用余额 {yuan(w.coins)}
            </p>
            {short && (
              <Alert
                type="warning"
                showIcon
                title="余额不足"
                description={
                  <>
                    还差 {yuan(Math.round((task.fee - w.coins) * 100) / 100)}，请先
                    <Link to={paths.charging.path}>充值</Link>。
                  </>
                }
              />
            )}
            {w.paylockedUntil !== '' && (
              <Alert
                type="error"
                showIcon
                title={`支付密码已锁定，${formatChinaTime(w.paylockedUntil)} 前无法付款`}
              />
            )}
            {!w.ispaycode ? (
              <Alert
                type="info"
                showIcon
                title="请先设置支付密码"
                action={
                  <Button size="small" type="primary" onClick={() => setSettingPaycode(true)}>
                    设置支付密码
                  </Button>
                }
              />
            ) : (
              !short && (
                <Form.Item
                  name="paycode"
                  label="支付密码"
                  rules={[
                    { required: true, message: '请输入支付密码' },
                    { pattern: /^\d{6}$/, message: '支付密码为6位数字' },
                  ]}
                >
                  <PayPasswordInput />
                </Form.Item>
              )
            )}
          </>
        )}
      </Modal>
      <PayPasswordModal
        open={settingPaycode}
        onClose={() => setSettingPaycode(false)}
        member={member}
        getCode={getCode}
        setPayment={setPayment}
      />
    </>
  );
}
