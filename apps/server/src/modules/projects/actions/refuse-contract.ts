import type { z } from '@hz/contract/common/zod';
import type { contractRefuseBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import * as contracts from '../projects-contract-repository.ts';
import { contractSide, requireWon } from '../projects-contract-rules.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { rereadProject } from '../projects-views.ts';

/** `refuseContract`: the other side refuses a proposed version; the current one stays. */
export function refuseContract(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof contractRefuseBody>,
) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    const side = contractSide(d.deal, p, member);
    requireWon(p);
    const v = (await contracts.versionsOf(tx, p.id)).find((x) => x.state === 'proposed');
    if (!v || v.n !== b.version) throw new AppError('state_conflict', '没有待确认的合同修改，请刷新后查看');
    if (v.side === side) throw new AppError('forbidden', '不能拒绝自己提出的修改');
    await contracts.setVersionState(tx, v.id, 'refused', b.reason);
    await d.deal.note(
      tx,
      p,
      'contractRefuse',
      side,
      member.id,
      `第${v.n}版${b.reason ? `：${b.reason}` : ''}`,
    );
    await d.deal.tell(tx, p, 'contractRefused', member.id, { id: p.id, by: side, n: v.n, reason: b.reason });
    return rereadProject(tx, d.deal, p.id, member);
  });
}
