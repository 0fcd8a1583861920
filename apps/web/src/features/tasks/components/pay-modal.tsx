import { fundsLines, fundsOf } from '../../../components/deal-funds.tsx';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { usePayDesignerFee } from '../api/pay-designer-fee.ts';
import { useAcceptTask } from '../api/task-accept.ts';
import type { TaskDialogProps } from './task-dialogs.tsx';

/**
 * 托管设计费: the agreed fee into escrow with the pay password (the shared `PayDialog`), then
 * `payDesignerFee`; to whom it goes and the platform's fee as the server states them (issue 27 point 2).
 */
export function PayFeeModal({ task, open, onClose }: TaskDialogProps) {
  const pay = usePayDesignerFee();
  return (
    <PayDialog
      {...usePaymentCalls(open)}
      open={open}
      onClose={onClose}
      title="托管设计费"
      okText="确认托管"
      resumeKey="pay"
      what={`设计费「${task.title}」`}
      amount={task.fee}
      lines={fundsLines(fundsOf(task.actions, 'pay'))}
      note="设计费从可用余额转入平台托管；您验收后支付给设计师，协商取消则全额退回。"
      onPay={(paycode) => pay.mutateAsync({ id: task.id, paycode })}
      successText="设计费已托管，设计师开始设计"
    />
  );
}

/**
 * 验收通过: the escrowed fee released to the designer, with the pay password as every release asks
 * (issue 27 point 5), stating how much, to whom and the platform's fee (point 2).
 */
export function AcceptModal({ task, open, onClose }: TaskDialogProps) {
  const accept = useAcceptTask();
  const funds = fundsOf(task.actions, 'accept');
  return (
    <PayDialog
      {...usePaymentCalls(open)}
      release
      open={open}
      onClose={onClose}
      title="确认验收"
      okText="确认验收并放款"
      what={`设计费「${task.title}」`}
      amount={funds?.amount ?? task.fee}
      lines={fundsLines(funds)}
      note="验收后设计费从托管支付给设计师，设计成果的使用权归您所有。此操作不可撤销。"
      onPay={(paycode) => accept.mutateAsync({ id: task.id, paycode })}
      successText="已验收，任务完成"
    />
  );
}
