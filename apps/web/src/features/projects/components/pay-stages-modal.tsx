import { StageState } from '@hz/contract/common/states';
import { App } from 'antd';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { useSetPayment } from '../../wallet/api/set-payment.ts';
import { useWalletInfo } from '../../wallet/api/wallet-info.ts';
import { usePayStages } from '../api/build.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { yuan } from './project-format.ts';

/** 托管进场前款项: the move-in stages still planned (进场款, 尾款) into escrow with the pay password (`PayDialog`). */
export function PayStagesModal({ p, onClose }: { p: ProjectDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const pay = usePayStages();
  const wallet = useWalletInfo();
  const paycodeCalls = { member: useUserInfo(), getCode: useGetCode(), setPayment: useSetPayment() };
  const due = p.stages.filter((s) => s.holdAt === 'movein' && s.state === StageState.planned);
  const need = Math.round(due.reduce((a, s) => a + s.amount, 0) * 100) / 100;
  return (
    <PayDialog
      open
      onClose={onClose}
      title="托管进场前款项"
      okText="确认托管"
      what={due.map((s) => `${s.name} ${yuan(s.amount)}`).join('、')}
      amount={need}
      note="从可用余额转入平台托管：进场款在进场时支付给工厂，尾款在您验收完工报告后支付。"
      wallet={wallet}
      paycodeCalls={paycodeCalls}
      balanceTestId="stages-balance"
      onPay={(paycode) =>
        pay.mutateAsync({ id: p.id, paycode }).then(() => {
          message.success('款项已托管');
        })
      }
    />
  );
}
