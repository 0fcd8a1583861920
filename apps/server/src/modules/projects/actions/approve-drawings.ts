import { ProjectState as S } from '@hz/contract/common/states';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { releaseStages } from '../projects-money.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/** `bApproveDrawings`: the client approves the drawings; the 'drawings' stages (预付款) are paid. */
export function approveDrawings(d: ProjectDeps, m: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, id);
    d.deal.requireSide(p, m, 'client');
    // a disputed project is in none of these states: nothing is released while a complaint is open
    if (p.status !== S.signed && p.status !== S.building && p.status !== S.reported)
      throw d.deal.refuse.state('当前状态不能确认施工图');
    if (p.drawings.length === 0) throw d.deal.refuse.state('工厂尚未上传施工图');
    if (p.drawingsck === 1) throw d.deal.refuse.state('施工图已确认');
    await repo.setBuildFields(tx, p.id, { drawingsck: 1, drawingsdate: dbNow });
    await d.deal.note(tx, p, 'approveDrawings', 'client', m.id);
    const paid = await releaseStages(d, tx, p, ['drawings'], m.id);
    if (!paid.length) await d.deal.tell(tx, p, 'drawingsApproved', m.id, {});
    return rereadProject(tx, d.deal, p.id, m);
  });
}
