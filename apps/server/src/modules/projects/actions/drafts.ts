import type { z } from '@hz/contract/common/zod';
import { MAX_PROJECT_DRAFTS, type draftSaveBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { draftOut } from '../projects-views.ts';

/** The publishing wizard's server drafts (decision 028): one file for the three calls of one draft store. */

type Member = Pick<SessionMember, 'id'>;
const gone = () => new AppError('not_found', '草稿不存在或已发布');

/** `prjctDraftSave`: a new draft, or the fields of a step merged into one. */
export function saveDraft(d: ProjectDeps, member: Member, b: z.infer<typeof draftSaveBody>) {
  const fields = Object.fromEntries(Object.entries(b.fields).filter(([, v]) => v !== undefined));
  return d.db.transaction(async (tx) => {
    if (b.id === 0) {
      if ((await repo.countDrafts(tx, member.id)) >= MAX_PROJECT_DRAFTS)
        throw new AppError('limit_exceeded', `草稿最多保存${MAX_PROJECT_DRAFTS}份，请先发布或删除旧草稿`);
      return draftOut(await repo.insertDraft(tx, member.id, b.step, fields));
    }
    const draft = await repo.mergeDraft(tx, b.id, member.id, b.step, fields);
    if (!draft) throw gone();
    return draftOut(draft);
  });
}

/** `prjctDraftInfo`: one of the member's drafts. */
export async function draftInfo(d: ProjectDeps, member: Member, id: number) {
  const draft = await repo.findDraft(d.db, id, member.id);
  if (!draft) throw gone();
  return draftOut(draft);
}

/** `prjctDraftList`: the member's drafts, newest first. */
export async function draftList(d: ProjectDeps, member: Member) {
  return { listItem: (await repo.listDrafts(d.db, member.id)).map(draftOut) };
}
