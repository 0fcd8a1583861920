import { PayDialog } from '../../../components/pay-dialog.tsx';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { usePayDesignerFee } from '../api/pay-designer-fee.ts';
import type { TaskDialogProps } from './task-dialogs.tsx';

/** 托管设计费: the agreed fee into escrow with the pay password (the shared `PayDialog`), then `payDesignerFee`. */
export function PayFeeModal({ task, open, onClose }: TaskDialogProps) {
  const pay = usePayDesignerFee();
  return (
    <PayDialog
      {...usePaymentCalls(open)}
      open={open}
      onClose={onClose}
      title="托管设计费"
      okText="确认托管"
      what={`设计费「${task.title}」`}
      amount={task.fee}
      note="设计费从可用余额转入平台托管；您验收后扣除平台服务费支付给设计师，协商取消则全额退回。"
      onPay={(paycode) => pay.mutateAsync({ id: task.id, paycode })}
      successText="设计费已托管，设计师开始设计"
    />
  );
}
