import { StageState } from '@hz/contract/common/states';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { usePayStages } from '../api/build.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { yuan } from './project-format.ts';

/** 托管进场前款项: the move-in stages still planned (进场款, 尾款) into escrow with the pay password (`PayDialog`). */
export function PayStagesModal({ p, onClose }: { p: ProjectDetail; onClose: () => void }) {
  const pay = usePayStages();
  const due = p.stages.filter((s) => s.holdAt === 'movein' && s.state === StageState.planned);
  return (
    <PayDialog
      {...usePaymentCalls()}
      open
      onClose={onClose}
      title="托管进场前款项"
      okText="确认托管"
      what={due.map((s) => `${s.name} ${yuan(s.amount)}`).join('、')}
      amount={Math.round(due.reduce((a, s) => a + s.amount, 0) * 100) / 100}
      note="从可用余额转入平台托管：进场款在进场时支付给工厂，尾款在您验收完工报告后支付。"
      balanceTestId="stages-balance"
      onPay={(paycode) => pay.mutateAsync({ id: p.id, paycode })}
      successText="款项已托管"
    />
  );
}
