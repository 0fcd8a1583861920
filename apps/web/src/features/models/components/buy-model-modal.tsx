import { App, Button, Form, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PayPasswordInput } from '../../../components/pay-password-input.tsx';
import { PayPasswordModal } from '../../../components/pay-password-modal.tsx';
import { paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from '../../wallet/api/set-payment.ts';
import { useWalletInfo } from '../../wallet/api/wallet-info.ts';
import { useDnldModel } from '../api/dnld-model.ts';
import type { ModelDetail } from '../api/model-info.ts';
import { priceText } from './model-format.ts';

/**
 * Buying a paid model: its price, the member's coins and the 6-digit pay password; on success the model
 * is the member's (later downloads are free) and `onBought` gets the download link. Without a pay
 * password yet, 设置支付密码 opens the shared modal (as the wallet's 提现 does).
 */
export function BuyModelModal({
  model,
  open,
  onClose,
  onBought,
}: {
  model: ModelDetail;
  open: boolean;
  onClose: () => void;
  onBought: (url: string) => void;
}) {
  const [form] = Form.useForm<{ paycode: string }>();
  const { message } = App.useApp();
  const wallet = useWalletInfo();
  const buy = useDnldModel();
  const [settingPaycode, setSettingPaycode] = useState(false);
  const member = useUserInfo({ enabled: settingPaycode });
  const getCode = useGetCode();
  const setPayment = useSetPayment();
  const w = wallet.data;
  const short = w ? w.coins < model.price : false;

  const onFinish = ({ paycode }: { paycode: string }) =>
    buy.mutate(
      { id: model.id, paycode },
      {
        onSuccess: (d) => {
          message.success(`购买成功，已支付 ${d.charged} 金币；以后可免费再次下载`);
          void wallet.refetch();
          onBought(d.url);
          onClose();
        },
        onError: (err) => {
          if (
            err instanceof BizError &&
            ['pay_password_wrong', 'pay_locked', 'pay_password_unset'].includes(err.errCode)
          ) {
            form.setFields([{ name: 'paycode', errors: [err.errMsg], value: '' }]);
          } else if (err instanceof BizError && err.errCode === 'insufficient_balance') {
            form.setFields([{ name: 'paycode', errors: ['金币余额不足，请先充值'] }]);
            void wallet.refetch();
          } else reportError(err);
        },
      },
    );

  return (
    <>
      <Modal
        open={open && !settingPaycode}
        title="购买模型"
        okText="确认支付"
        cancelText="取消"
        okButtonProps={{ loading: buy.isPending, htmlType: 'submit', disabled: !w?.ispaycode || short }}
        onCancel={() => !buy.isPending && onClose()}
        destroyOnHidden
        modalRender={(dom) => (
          <Form
            form={form}
            name="buyModel"
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            clearOnDestroy
          >
            {dom}
          </Form>
        )}
      >
        <p>
          「{model.title}」· {model.licence}
        </p>
        <p className="model-detail__price">{priceText(model.price)}</p>
        {!w ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            <p data-testid="buy-balance">
              可用金币：{w.coins.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}
              {short && (
                <>
                  {' '}
                  · 余额不足，<Link to={paths.charging.path}>去充值</Link>
                </>
              )}
            </p>
            {w.ispaycode ? (
              <Form.Item
                name="paycode"
                label="支付密码"
                rules={[
                  { required: true, message: '请输入支付密码' },
                  { pattern: /^\d{6}$/, message: '支付密码为6位数字' },
                ]}
              >
                <PayPasswordInput autoComplete="off" />
              </Form.Item>
            ) : (
              <p>
                付款前请先设置支付密码。{' '}
                <Button size="small" onClick={() => setSettingPaycode(true)}>
                  设置支付密码
                </Button>
              </p>
            )}
            <p className="card-hint">支付后可随时免费再次下载；作者获得大部分收入。</p>
          </>
        )}
      </Modal>
      <PayPasswordModal
        open={settingPaycode}
        onClose={() => {
          setSettingPaycode(false);
          void wallet.refetch();
        }}
        member={member}
        getCode={getCode}
        setPayment={setPayment}
      />
    </>
  );
}
