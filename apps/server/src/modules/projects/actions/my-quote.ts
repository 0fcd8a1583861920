import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { quoteRead } from '../projects-views.ts';

/** `factoryQuoteInfo`: the factory's own current quotation on a project (to revise it, or to see how it ended). */
export function myQuote(d: ProjectDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.db.transaction(async (tx) => {
    const qid = await repo.quoteIdOf(tx, id, member.id);
    if (!qid) throw new AppError('not_found', '您还没有为该项目报价');
    return quoteRead(tx, (await repo.findQuote(tx, qid))!);
  });
}
