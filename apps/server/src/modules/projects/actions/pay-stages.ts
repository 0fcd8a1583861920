import { ProjectState as S, type ProjectState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { payStagesBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { releaseStages } from '../projects-money.ts';
import { stagesOf, sumOf, unheldMovein } from '../projects-stages.ts';
import { rereadProject } from '../projects-views.ts';

const LATE: readonly ProjectState[] = [S.building, S.reported, S.accepted];

/**
 * `bPayStages`: the client holds the stages due before move-in (进场款, 尾款) with the pay password. A
 * hold after the move-in (the project started without it) pays on at once what is already due.
 */
export async function payStages(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: z.infer<typeof payStagesBody>,
) {
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, m, 'client');
  if (first.status !== S.signed && !LATE.includes(first.status))
    throw d.deal.refuse.state('当前状态不能托管款项');
  const due = unheldMovein(await stagesOf(d.db, first.id));
  if (!due.length) throw d.deal.refuse.state('进场前的款项已全部托管');
  await d.paycodes.verify(m.id, b.paycode);
  const need = sumOf(due);
  const { available: coins } = await d.wallet.balances(m.id);
  if (coins < need)
    throw new AppError(
      'insufficient_balance',
      `余额不足：需托管 ${moneyText(need)}，可用余额 ${moneyText(coins)}，请先充值`,
    );
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    if (p.status !== S.signed && !LATE.includes(p.status)) throw d.deal.refuse.conflict();
    // refused with insufficient_balance when the coins went meanwhile: nothing is written
    const held = await d.stages.hold(tx, p, 'movein');
    if (!held.length) throw d.deal.refuse.state('进场前的款项已全部托管');
    const stages = held.map((st) => ({ name: st.name, amount: st.amount }));
    await d.deal.note(
      tx,
      p,
      'payStages',
      'client',
      m.id,
      stages.map((s) => `${s.name} ${moneyText(s.amount)}`).join('、'),
    );
    await d.deal.tell(tx, p, 'stagesHeld', m.id, { stages });
    if (p.status !== S.signed)
      await releaseStages(d, tx, p, p.status === S.accepted ? ['movein', 'accept'] : ['movein'], m.id);
    return rereadProject(tx, d.deal, p.id, m);
  });
}
