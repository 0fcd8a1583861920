import { StageState } from '@hz/contract/common/states';
import { fundsLines, fundsOf } from '../../../components/deal-funds.tsx';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import { useApproveDrawings, usePayStages } from '../api/build.ts';
import { useAcceptReports } from '../api/review-reports.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { yuan } from './project-format.ts';

/**
 * 托管进场前款项: the move-in stages still planned (进场款, 尾款) into escrow with the pay password
 * (`PayDialog`); to whom and the platform's fee as the server states them (issue 27 point 2).
 */
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
      resumeKey="payStages"
      what={due.map((s) => `${s.name} ${yuan(s.amount)}`).join('、')}
      amount={Math.round(due.reduce((a, s) => a + s.amount, 0) * 100) / 100}
      lines={fundsLines(fundsOf(p.actions, 'payStages'))}
      note="从可用余额转入平台托管：进场款在进场时支付给工厂，尾款在您验收完工报告后支付。"
      balanceTestId="stages-balance"
      onPay={(paycode) => pay.mutateAsync({ id: p.id, paycode })}
      successText="款项已托管"
    />
  );
}

/**
 * A release of held stages to the factory (确认施工图: the 预付款; 验收完工报告: what is left), with the pay
 * password as every release asks (issue 27 point 5), stating how much, to whom and the fee (point 2).
 */
export function ReleaseStagesModal({
  p,
  action,
  onClose,
}: {
  p: ProjectDetail;
  action: 'approveDrawings' | 'accept';
  onClose: () => void;
}) {
  const approve = useApproveDrawings();
  const accept = useAcceptReports();
  const funds = fundsOf(p.actions, action);
  const drawings = action === 'approveDrawings';
  const released = p.stages.filter(
    (s) => s.state === StageState.held && (!drawings || s.releaseOn === 'drawings'),
  );
  return (
    <PayDialog
      {...usePaymentCalls()}
      release
      open
      onClose={onClose}
      title={drawings ? '确认施工图' : '确认验收'}
      okText={drawings ? '确认并放款' : '确认验收并放款'}
      what={released.map((s) => `${s.name} ${yuan(s.amount)}`).join('、') || '—'}
      amount={funds?.amount ?? 0}
      lines={fundsLines(funds)}
      note={
        drawings
          ? '确认施工图后，预付款从托管支付给工厂，且不能撤销。'
          : '验收后托管中剩余的款项支付给工厂，项目完成，且不能撤销。'
      }
      onPay={(paycode) => (drawings ? approve : accept).mutateAsync({ id: p.id, paycode })}
      successText={drawings ? '施工图已确认，预付款已支付给工厂' : '已验收，款项已支付给工厂'}
    />
  );
}
