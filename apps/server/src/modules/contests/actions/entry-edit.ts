import { EntryState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { entryEditBody } from '@hz/contract/contests';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { lockedEntry } from '../contests-entries.ts';
import { checkOwnFiles } from '../contests-fields.ts';
import * as repo from '../contests-repository.ts';
import { entryRead } from '../contests-views.ts';

/**
 * `entryEdit`: the author revises their entry before the deadline, or, when it is a finalist, during the
 * finalists' revision.
 */
export async function editEntry(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof entryEditBody>,
) {
  return d.deal.run(async (tx) => {
    const { c, e } = await lockedEntry(d, tx, b.id, member, 'author');
    const revising = c.status === 'finalist' && e.finalist && !c.revised;
    if (!(c.accepting || revising) || e.status !== EntryState.active)
      throw d.deal.refuse.state('征稿已截止或稿件已撤回，不能修改');
    await checkOwnFiles(tx, member.id, b.pics, 'pics', { images: true });
    await checkOwnFiles(tx, member.id, b.attach, 'attach');
    await repo.updateEntry(tx, e.id, {
      conts: b.conts,
      pics: [...new Set(b.pics)],
      attach: [...new Set(b.attach)],
      show: b.show,
    });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}
