import { ProjectState as S } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { acceptProject } from '../projects-money.ts';
import { rereadProject } from '../projects-views.ts';

/** `bUpdateReports`: the client accepts the report; reported → accepted, the 尾款 paid. */
export function acceptReport(d: ProjectDeps, m: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, id);
    d.deal.requireSide(p, m, 'client');
    if (p.status !== S.reported) throw d.deal.refuse.state('工厂尚未提交完工报告，或报告已验收');
    await acceptProject(d, tx, p, 'client', m.id);
    return rereadProject(tx, d.deal, p.id, m);
  });
}
