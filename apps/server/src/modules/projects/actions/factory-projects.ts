import { QuoteState } from '@hz/contract/common/states';
import { fenToYuan } from '../../../lib/money.ts';
import { type Page, pageOut, pageWindow } from '../../../lib/paging.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { listNexts, projectItem } from '../projects-views.ts';

/** `factoryPrjctList`: a factory's own quotations with their projects, each with its 下一步. */
export function factoryProjects(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  b: { status?: QuoteState } & Page,
) {
  return d.db.transaction(async (tx) => {
    const r = await repo.listFactoryQuotes(tx, member.id, b.status, pageWindow(b));
    const nexts = await listNexts(
      tx,
      r.rows.map((x) => x.project),
      (p) => (p.factoryId === member.id ? 'winner' : 'quoter'),
    );
    return pageOut(r, b, (x, i) => {
      return {
        ...projectItem(
          x.project,
          x.quoteStatus === QuoteState.lost ? '未中标，感谢参与' : nexts[i],
          x.project.factoryId === member.id,
        ),
        quote: x.quote,
        quoteRev: x.quoteRev,
        quoteStatus: x.quoteStatus,
        quoteTotal: fenToYuan(x.quoteTotal),
      };
    });
  });
}
