import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { depositSide, signedOnly, view } from '../projects-deposits.ts';

/** `depositList`: the two sides, once signed. */
export function depositList(d: ProjectDeps, m: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const p = await d.deal.load(tx, id);
    const side = depositSide(d.deal, p, m);
    signedOnly(d.deal, p);
    return view(tx, p, side);
  });
}
