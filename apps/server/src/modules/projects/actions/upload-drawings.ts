import { ProjectState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { drawingsBody } from '@hz/contract/projects';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { checkProjectFiles } from '../projects-fields.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/** `fUpdateDrawings`: the factory uploads (or replaces, until approved) the construction drawings. */
export function uploadDrawings(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: z.infer<typeof drawingsBody>,
) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, m, 'provider');
    if (p.status !== S.signed && p.status !== S.building)
      throw d.deal.refuse.state('签约后、完工前才能上传施工图');
    if (p.drawingsck === 1) throw d.deal.refuse.state('客户已确认施工图，不能再修改');
    const ids = [...new Set(b.drawings)];
    await checkProjectFiles(tx, m.id, ids, 'drawings');
    await repo.setBuildFields(tx, p.id, { drawings: ids });
    await d.deal.note(tx, p, 'drawings', 'factory', m.id, b.conts);
    await d.deal.tell(tx, p, 'drawingsUploaded', m.id, {});
    return rereadProject(tx, d.deal, p.id, m);
  });
}
