import type { TaskDraftData, taskDraftBody } from '@hz/contract/tasks';
import type { z } from '@hz/contract/common/zod';
import { chinaDates } from '../../../lib/china-time.ts';
import { fileUrl } from '../../uploads/uploads-service.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';

/**
 * The publishing form's server draft (decision 045): one per client, replaced on every save, read when
 * `/publish` opens and deleted when a task is published (`publish.ts`) or the client starts over.
 */

type Member = Pick<SessionMember, 'id'>;

function draftOut(row: repo.TaskDraftRow | undefined): TaskDraftData {
  if (!row) return { saved: false, fields: {}, dates: '', times: '' };
  const { attach, ...rest } = row.fields as z.infer<typeof taskDraftBody>['fields'];
  const fields = { ...rest, ...(attach && { attach: attach.map((id) => ({ id, url: fileUrl(id) })) }) };
  return { saved: true, fields, ...chinaDates(row.updatedAt) };
}

/** `taskDraftSave`: the form as it is now; a field left out is dropped from the draft. */
export async function saveTaskDraft(d: TaskDeps, member: Member, b: z.infer<typeof taskDraftBody>) {
  return draftOut(await repo.saveTaskDraft(d.db, member.id, b.fields));
}

/** `taskDraftInfo`: the member's draft, or `saved: false`. */
export async function taskDraftInfo(d: TaskDeps, member: Member) {
  return draftOut(await repo.findTaskDraft(d.db, member.id));
}

/** `taskDraftDelete`: start over. */
export async function deleteTaskDraft(d: TaskDeps, member: Member) {
  await repo.deleteTaskDraft(d.db, member.id);
  return {};
}
