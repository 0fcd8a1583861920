import type { SessionMember } from '../../members/session-member.ts';
import { chinaDates } from '../../../lib/china-time.ts';
import { ownerCard } from '../../people/people-views.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import { applyOut, dealWith } from '../tasks-views.ts';

/** `designerList`: the client's applicants side by side, with the designers it invited. */
export function applicants(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const t = await d.deal.load(tx, id);
    d.deal.requireSide(t, member, 'client');
    const invites = await applies.invitesOf(tx, t.id);
    const invitedIds = new Set(invites.map((i) => i.designerId));
    const rows = await applies.appliesOf(tx, t.id);
    const workMap = await applies.proposalWorksOf(tx, rows);
    return {
      listItem: rows.map((a) => applyOut(a, workMap, invitedIds.has(a.memberId), dealWith(t, a.memberId))),
      invites: invites.map((i) => ({
        designer: ownerCard('designer', i),
        apply: i.apply,
        ...chinaDates(i.createdAt),
      })),
    };
  });
}
