import { App } from 'antd';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { formatYuan } from '../../../lib/format.ts';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { useDnldModel } from '../api/dnld-model.ts';
import type { ModelDetail } from '../api/model-info.ts';

/**
 * Buying a paid model with the pay password (the shared `PayDialog`); on success the model is the member's
 * (later downloads are free) and `onBought` gets the download link.
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
  const { message } = App.useApp();
  const buy = useDnldModel();
  const payment = usePaymentCalls(open);
  return (
    <PayDialog
      {...payment}
      open={open}
      onClose={onClose}
      title="购买模型"
      okText="确认支付"
      what={`「${model.title}」· ${model.licence}`}
      amount={model.price}
      note="支付后可随时免费再次下载；作者获得大部分收入。"
      balanceTestId="buy-balance"
      onPay={(paycode) =>
        buy.mutateAsync({ id: model.id, paycode }).then((d) => {
          message.success(`购买成功，已支付 ¥${formatYuan(d.charged)}；以后可免费再次下载`);
          void payment.wallet.refetch();
          onBought(d.url);
        })
      }
    />
  );
}
