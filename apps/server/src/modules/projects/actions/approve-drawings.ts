import { ProjectState as S } from '@hz/contract/common/states';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { releaseStages } from '../projects-money.ts';
import * as repo from '../projects-repository.ts';
import type { ProjectRow } from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/** Why the drawings cannot be approved now, if they cannot. */
function refusal(p: ProjectRow) {
  // a disputed project is in none of these states: nothing is released while a complaint is open
  if (p.status !== S.signed && p.status !== S.building && p.status !== S.reported)
    return '当前状态不能确认施工图';
  if (p.drawings.length === 0) return '工厂尚未上传施工图';
  if (p.drawingsck === 1) return '施工图已确认';
  return '';
}

/**
 * `bApproveDrawings`: the client approves the drawings with the pay password (issue 27 point 5); the
 * 'drawings' stages (预付款) are paid to the factory.
 */
export async function approveDrawings(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: { id: number; paycode: string },
) {
  // refusals that do not depend on the pay password come before it is spent
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, m, 'client');
  if (refusal(first)) throw d.deal.refuse.state(refusal(first));
  await d.paycodes.verify(m.id, b.paycode);
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, m, 'client');
    if (refusal(p)) throw d.deal.refuse.state(refusal(p));
    await repo.setBuildFields(tx, p.id, { drawingsck: 1, drawingsdate: dbNow });
    await d.deal.note(tx, p, 'approveDrawings', 'client', m.id);
    const paid = await releaseStages(d, tx, p, ['drawings'], m.id);
    if (!paid.length) await d.deal.tell(tx, p, 'drawingsApproved', m.id, {});
    return rereadProject(tx, d.deal, p.id, m);
  });
}
