import type { DealFunds } from '@hz/contract/common/deal';
import { formatYuan } from '../lib/format.ts';
import type { PayLine } from './pay-dialog.tsx';

const y = (n: number) => `¥${formatYuan(n)}`;
const feeText = (f: DealFunds) => (f.fee > 0 ? `${f.rate}，${y(f.fee)}` : '无');

/**
 * The lines of a dialog that commits or releases money (issue 27 point 2), from the action's `funds` the
 * server states: to whom, the platform's fee (rate and amount) and what the receiver gets. None when the
 * action moves no money.
 */
export function fundsLines(f: DealFunds | null | undefined): PayLine[] {
  if (!f) return [];
  switch (f.kind) {
    case 'hold':
      return [
        { label: '收款方', value: `平台托管，验收后支付给${f.to}` },
        { label: '平台服务费', value: `${feeText(f)}（从对方所得中扣除，您无需另付）` },
        { label: '对方实得', value: y(f.net) },
      ];
    case 'release':
      return [
        { label: '收款方', value: f.to },
        { label: '平台服务费', value: feeText(f) },
        { label: '对方实得', value: y(f.net) },
      ];
    case 'refund':
      return [
        { label: '退回给', value: f.to },
        { label: '平台服务费', value: '无' },
      ];
    case 'agree':
      return [
        { label: '平台服务费', value: feeText(f) },
        { label: '您实得', value: y(f.net) },
      ];
  }
}

/** The same facts as one sentence, for a confirmation that moves no money now (确认接单, 签订合同). */
export function fundsSentence(f: DealFunds | null | undefined): string {
  if (!f) return '';
  switch (f.kind) {
    case 'agree':
      return `金额 ${y(f.amount)}，平台服务费 ${feeText(f)}，您实得 ${y(f.net)}（按约定从托管结算到您的余额）。`;
    case 'refund':
      return `托管的 ${y(f.amount)} 将全额退回${f.to}，不收平台服务费。`;
    case 'hold':
      return `${y(f.amount)} 由平台托管，验收后支付给${f.to}；平台服务费 ${feeText(f)} 从对方所得中扣除。`;
    case 'release':
      return `${y(f.amount)} 将支付给${f.to}：平台服务费 ${feeText(f)}，对方实得 ${y(f.net)}。`;
  }
}

/** The funds of the viewer's action `name`, as the server offers it. */
export const fundsOf = (actions: readonly { name: string; funds: DealFunds | null }[], name: string) =>
  actions.find((a) => a.name === name)?.funds ?? null;
