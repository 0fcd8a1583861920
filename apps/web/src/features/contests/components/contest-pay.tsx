import { fundsOf } from '../../../components/deal-funds.tsx';
import { PayDialog } from '../../../components/pay-dialog.tsx';
import { usePaymentCalls } from '../../wallet/api/payment-calls.ts';
import type { ContestDetail } from '../api/contest-info.ts';
import { useAcceptContest } from '../api/contest-accept.ts';
import { placeName, yuan } from './contest-format.ts';

/**
 * 验收通过: the prize released by place with the pay password (every release asks it), each place's share,
 * the platform's fee on it and what the winner receives, as the server states them.
 */
export function AcceptContestModal({
  contest: c,
  open,
  onClose,
}: {
  contest: ContestDetail;
  open: boolean;
  onClose: () => void;
}) {
  const accept = useAcceptContest();
  const funds = fundsOf(c.actions, 'accept');
  const lines = c.awards.map((a) => {
    const s = c.shares.find((x) => x.place === a.place);
    return {
      label: `${placeName(a.place)} ${a.designer.name}`,
      value:
        s && s.amount === a.amount
          ? `${yuan(a.amount)}，平台服务费 ${c.rate}（${yuan(s.fee)}），实得 ${yuan(s.net)}`
          : yuan(a.amount),
    };
  });
  return (
    <PayDialog
      {...usePaymentCalls(open)}
      release
      open={open}
      onClose={onClose}
      title="验收源文件"
      okText="确认验收并发放奖金"
      what={`比稿奖金「${c.title}」`}
      amount={funds?.amount ?? c.prize}
      lines={lines}
      note="验收后奖金从托管按名次支付给获奖设计师，设计成果的使用权归您所有。此操作不可撤销。"
      onPay={(paycode) => accept.mutateAsync({ id: c.id, paycode })}
      successText="已验收，奖金已发放"
    />
  );
}
