import { DepositState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { depositUpdateBody } from '@hz/contract/projects';
import { fieldError } from '../../../lib/app-error.ts';
import { chinaToday } from '../../../lib/china-time.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { depositSide, feesOf, sideName, signedOnly, view } from '../projects-deposits.ts';
import * as repo from '../projects-repository.ts';

/** What a record says, for the timeline and the other side. */
function recordText(
  b: { state: string },
  r: { amount: number; paydate: string; back: number; backdate: string | null },
) {
  if (b.state === DepositState.paid) return `已缴纳 ${moneyText(r.amount)}（${r.paydate}）`;
  if (b.state === DepositState.returned) return `已全额退还 ${moneyText(r.amount)}（${r.backdate}）`;
  if (b.state === DepositState.partial)
    return `部分退还 ${moneyText(r.back)}，扣留 ${moneyText(r.amount - r.back)}（${r.backdate}）`;
  return `被扣留 ${moneyText(r.amount)}（${r.backdate}）`;
}

/**
 * `depositUpdate`: the payer records a deposit. unpaid → paid; paid → paid (corrected), returned, partial,
 * withheld; partial or withheld → returned or partial (the venue paid back more later); returned is final.
 * Dates not after today, the return not before the payment.
 */
export function depositUpdate(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: z.infer<typeof depositUpdateBody>,
) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    const side = depositSide(d.deal, p, m);
    signedOnly(d.deal, p);
    const fees = await feesOf(tx, p);
    const fee = fees.find((f) => f.kind === b.kind);
    if (!fee) throw fieldError('kind', `中标报价中没有${b.kind}`);
    if (fee.payer !== side)
      throw d.deal.refuse.forbidden(
        `${b.kind}由${sideName[fee.payer]}缴纳，只能由${sideName[fee.payer]}记录`,
      );
    const today = chinaToday();
    const row = (await repo.depositsOf(tx, p.id)).find((r) => r.kind === b.kind);
    const was = row?.state ?? DepositState.unpaid;
    let amount: number;
    let paydate: string;
    let back = 0;
    let backdate: string | null = null;
    if (b.state === DepositState.paid) {
      if (was !== DepositState.unpaid && was !== DepositState.paid)
        throw d.deal.refuse.state('押金已记录退还情况，不能再修改缴纳信息');
      amount = b.amount!;
      paydate = b.paydate!;
      if (paydate > today) throw fieldError('paydate', '缴纳日期不能晚于今天');
    } else {
      if (!row) throw d.deal.refuse.state('请先记录押金的缴纳');
      if (was === DepositState.returned) throw d.deal.refuse.state('押金已全额退还，不能再修改');
      if (b.state === DepositState.withheld && was !== DepositState.paid)
        throw d.deal.refuse.state('押金已有退还记录，不能再改为被扣留');
      amount = row.amount;
      paydate = row.paydate;
      backdate = b.backdate!;
      if (backdate > today) throw fieldError('backdate', '日期不能晚于今天');
      if (backdate < paydate) throw fieldError('backdate', '退还日期不能早于缴纳日期');
      if (b.state === DepositState.returned) back = amount;
      else if (b.state === DepositState.partial) {
        back = b.back;
        if (back >= amount) throw fieldError('back', `部分退还的金额应小于缴纳金额 ${moneyText(amount)}`);
        if (was === DepositState.partial && back < row.back)
          throw fieldError('back', `退还金额不能少于已记录的 ${moneyText(row.back)}`);
      }
    }
    await repo.saveDeposit(tx, {
      projectId: p.id,
      kind: b.kind,
      payer: fee.payer,
      memberId: m.id,
      state: b.state,
      amount,
      paydate,
      back,
      backdate,
      reason: b.state === DepositState.paid ? '' : b.reason,
    });
    const what = recordText(b, { amount, paydate, back, backdate });
    const why = b.state === DepositState.paid || !b.reason ? '' : `，说明：${b.reason}`;
    await d.deal.note(tx, p, 'deposit', side, m.id, `${b.kind}${what}`);
    await d.deal.tell(tx, p, 'depositUpdated', m.id, { by: side, kind: b.kind, what, why });
    return view(tx, p, side, fees);
  });
}
