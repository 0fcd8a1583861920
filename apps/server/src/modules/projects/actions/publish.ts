import { ProjectState as S, VerifyState } from '@hz/contract/common/states';
import type { ProjectPubBody } from '@hz/contract/projects';
import { AppError, fieldError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { checkProjectBody, newProjectOrders, recordProjectTexts } from '../projects-fields.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

type Member = Pick<SessionMember, 'id' | 'personauth' | 'businsauth'>;

/** `businesPrjctPub`: a verified member publishes a build project (its draft consumed); it waits for review. */
export async function publishProject(d: ProjectDeps, member: Member, b: ProjectPubBody) {
  if (member.personauth !== VerifyState.approved && member.businsauth !== VerifyState.approved)
    throw new AppError('not_verified', '发布搭建需求需先完成实名认证或企业认证');
  return d.deal.run(async (tx) => {
    const f = await checkProjectBody(d, tx, member.id, b);
    if (b.draft > 0 && !(await repo.deleteDraft(tx, b.draft, member.id)))
      throw fieldError('draft', '草稿不存在或已发布');
    await d.pendingRoom(tx, 'project', member.id);
    const id = await repo.insertProject(tx, member.id, newProjectOrders(), f);
    await repo.addOrbit(tx, {
      projectId: id,
      action: 'publish',
      actor: 'client',
      actorId: member.id,
      state: S.open,
    });
    const contactHidden = await recordProjectTexts(d, tx, member.id, id, f);
    return { ...(await rereadProject(tx, d.deal, id, member)), contactHidden };
  });
}
