import { App } from 'antd';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from '../../wallet/api/set-payment.ts';
import { useWalletInfo } from '../../wallet/api/wallet-info.ts';
import { usePayDesignerFee } from '../api/pay-designer-fee.ts';
import type { TaskDetail } from '../api/task-info.ts';

/** 托管设计费: the agreed fee into escrow with the pay password (the shared `PayDialog`), then `payDesignerFee`. */
export function PayFeeModal({
  task,
  open,
  onClose,
}: {
  task: TaskDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const pay = usePayDesignerFee();
  const wallet = useWalletInfo();
  const paycodeCalls = {
    member: useUserInfo({ enabled: open }),
    getCode: useGetCode(),
    setPayment: useSetPayment(),
  };
  return (
    <PayDialog
      open={open}
      onClose={onClose}
      title="托管设计费"
      okText="确认托管"
      what={`设计费「${task.title}」`}
      amount={task.fee}
      note="设计费从可用余额转入平台托管；您验收后扣除平台服务费支付给设计师，协商取消则全额退回。"
      wallet={wallet}
      paycodeCalls={paycodeCalls}
      onPay={(paycode) =>
        pay.mutateAsync({ id: task.id, paycode }).then(() => {
          message.success('设计费已托管，设计师开始设计');
        })
      }
    />
  );
}
