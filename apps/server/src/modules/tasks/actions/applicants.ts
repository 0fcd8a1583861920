import type { SessionMember } from '../../members/session-member.ts';
import { chinaDates } from '../../../lib/china-time.ts';
import { ownerCard } from '../../people/people-views.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { applyOut } from '../tasks-views.ts';

/** `designerList`: the client's applicants side by side, with the designers it invited. */
export function applicants(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const t = await d.deal.load(tx, id);
    d.deal.requireSide(t, member, 'client');
    const invites = await repo.invitesOf(tx, t.id);
    const invitedIds = new Set(invites.map((i) => i.designerId));
    const applies = await repo.appliesOf(tx, t.id);
    const workMap = await repo.proposalWorksOf(tx, applies);
    return {
      listItem: applies.map((a) => applyOut(a, workMap, invitedIds.has(a.memberId))),
      invites: invites.map((i) => ({
        designer: ownerCard('designer', i),
        apply: i.apply,
        ...chinaDates(i.createdAt),
      })),
    };
  });
}
