import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { memberContact } from '../../people/profiles-service.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';

/** `winnerInfo`: the other side's contacts, for the client and the chosen factory. */
export function projectContacts(d: ProjectDeps, m: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const p = await repo.findProject(tx, id);
    if (!p || (p.memberId !== m.id && p.factoryId !== m.id)) throw d.deal.refuse.notFound();
    if (!p.factoryId) throw new AppError('forbidden', '选定工厂后才能查看对方联系方式');
    return (await memberContact(tx, p.memberId === m.id ? p.factoryId : p.memberId))!;
  });
}
