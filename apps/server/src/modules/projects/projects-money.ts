import type { Transaction as Tx } from '../../db/client.ts';
import type { StageReleaseOn } from '../../db/schema/projects.ts';
import { dbNow } from '../../lib/state-transition.ts';
import { paidOut } from '../deals/deal-money.ts';
import type { PostedEntry } from '../wallet/wallet-ledger.ts';
import type { ProjectDeps } from './projects-deal.ts';
import type { ProjectRow } from './projects-repository.ts';
import { stagesOf, unheldMovein } from './projects-stages.ts';
import { FINISH_DAYS, PROJECT_JOBS } from './projects-calendar.ts';

/** Where a project's money moves after signing: releases, and the acceptance that pays the 尾款. */

/**
 * Pays the held stages released on `on` to the factory (minus the commission) and tells both sides what
 * was paid, with the fee; the stages paid.
 */
export async function releaseStages(
  d: Pick<ProjectDeps, 'deal' | 'stages'>,
  tx: Tx,
  p: ProjectRow,
  on: readonly StageReleaseOn[],
  actorId: number | null,
) {
  const sink: PostedEntry[] = [];
  const paid = [];
  for (const r of on) paid.push(...(await d.stages.release(tx, p, r, sink)));
  if (paid.length) {
    const out = paidOut(sink, { payer: p.memberId, payee: p.factoryId });
    await d.deal.tell(tx, p, 'stagesPaid', actorId, {
      stages: paid.map((st) => ({ name: st.name, amount: st.amount })),
      commission: out.fee,
      net: out.net,
    });
  }
  return paid;
}

/**
 * reported → accepted, by the client or automatically: the report accepted, the 尾款 paid (and the
 * 预付款 if the drawings were never approved), the reviews opened, the project's end set 15 days later.
 * A stage never held is owed: both sides told.
 */
export async function acceptProject(
  d: Pick<ProjectDeps, 'deal' | 'stages' | 'completed'>,
  tx: Tx,
  p: ProjectRow,
  by: 'client' | 'system',
  actorId: number | null,
) {
  const { rev } = await d.deal.move(tx, p, by === 'client' ? 'accept' : 'autoAccept', by, actorId, {
    set: { reportck: 1, reportdate: dbNow },
  });
  await releaseStages(d, tx, p, ['drawings', 'movein', 'accept'], actorId);
  await d.completed(tx, p.id);
  const owed = unheldMovein(await stagesOf(tx, p.id));
  if (owed.length)
    await d.deal.tell(tx, p, 'owed', actorId, {
      stages: owed.map((st) => ({ name: st.name, amount: st.amount })),
    });
  await d.deal.timer(tx, PROJECT_JOBS.finish, p, rev, { delayMs: FINISH_DAYS * 86_400_000 });
}
