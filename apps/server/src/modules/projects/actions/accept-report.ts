import { ProjectState as S } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { acceptProject } from '../projects-money.ts';
import { rereadProject } from '../projects-views.ts';

/**
 * `bUpdateReports`: the client accepts the report with the pay password (issue 27 point 5); reported →
 * accepted, the 尾款 paid to the factory.
 */
export async function acceptReport(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: { id: number; paycode: string },
) {
  // refusals that do not depend on the pay password come before it is spent
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, m, 'client');
  if (first.status !== S.reported) throw d.deal.refuse.state('工厂尚未提交完工报告，或报告已验收');
  await d.paycodes.verify(m.id, b.paycode);
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, m, 'client');
    if (p.status !== S.reported) throw d.deal.refuse.state('工厂尚未提交完工报告，或报告已验收');
    await acceptProject(d, tx, p, 'client', m.id);
    return rereadProject(tx, d.deal, p.id, m);
  });
}
