import { ProjectState as S } from '@hz/contract/common/states';
import type { ProjectEditBody } from '@hz/contract/projects';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { checkProjectBody, recordProjectTexts } from '../projects-fields.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/** `businesPrjctEdit`: the client changes the project while it takes quotations; reviewed again, quoters told. */
export async function editProject(d: ProjectDeps, member: Pick<SessionMember, 'id'>, b: ProjectEditBody) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, member, 'client');
    if (p.status !== S.open) throw d.deal.refuse.state('已选定报价的项目不能修改');
    const f = await checkProjectBody(d, tx, member.id, b, p.id);
    await d.deal.move(tx, p, 'edit', 'client', member.id);
    await repo.updateProjectFields(tx, p.id, f);
    const quoters = (await repo.quotesOf(tx, p.id)).map((q) => q.memberId);
    await d.deal.tell(tx, p, 'edited', member.id, { quoters });
    const contactHidden = await recordProjectTexts(d, tx, member.id, p.id, f);
    return { ...(await rereadProject(tx, d.deal, p.id, member)), contactHidden };
  });
}
