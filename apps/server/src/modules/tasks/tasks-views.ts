import { itemLinks } from '@hz/contract/common/links';
import { ReviewState, TaskState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { applyItem, TalkItem, TaskInfo, TaskItem } from '@hz/contract/tasks';
import type { Transaction as Tx } from '../../db/client.ts';
import { viewerRoles } from '../../lib/acting.ts';
import { chinaDates } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { readAs } from '../deals/deal-masking.ts';
import { ownerCard } from '../people/people-views.ts';
import { fileCards } from '../uploads/uploads-cards.ts';
import { fileUrl, thumbUrl } from '../uploads/uploads-service.ts';
import { type TaskDeal, taskVisible } from './tasks-deal.ts';
import { taskActionNames } from './tasks-machine.ts';
import * as applies from './tasks-applies-repository.ts';
import * as repo from './tasks-repository.ts';
import { type TaskCtx, type TaskRole, taskSteps } from './tasks-steps.ts';

/** How a design task reads on the wire: in a list, in full for its viewer, its proposals and messages. */

export const files = (ids: readonly string[]) => ids.map((id) => ({ id, url: fileUrl(id) }));

/** States in which a task is a deal between its client and its designer (their contacts shown). */
const DEAL_STATES: readonly string[] = [S.confirmed, S.ongoing, S.delivered, S.completed, S.disputed];

/** Whether the task is a deal between its client and `designerId` (their contacts shown to each other). */
export const dealWith = (t: repo.TaskRow, designerId: number) =>
  t.designerId === designerId && DEAL_STATES.includes(t.status);

/** The client's texts as this role reads them: as written for the client and a designer with a deal. */
const clientText = (t: repo.TaskRow, role: TaskRole) =>
  readAs(role === 'client' || (role === 'designer' && DEAL_STATES.includes(t.status)));

/** A task in a list, with the 下一步 of the member listing it as `role`. */
export function taskItem(t: TaskCtx, role: TaskRole = 'visitor'): TaskItem {
  return {
    id: t.id,
    orders: t.orders,
    title: clientText(t, role).text(t.title),
    sizes: t.sizes,
    opens: t.opens,
    layer: t.layer,
    style: t.style,
    sdate: t.sdate,
    edate: t.edate,
    deadline: t.deadline,
    prov: t.prov,
    city: t.city,
    cost: fenToYuan(t.cost),
    fee: fenToYuan(t.fee),
    types: t.types,
    status: t.status,
    checked: t.checked,
    applied: t.applied,
    due: t.dueAt ? t.dueAt.toISOString() : '',
    next: role === 'visitor' ? '' : taskSteps.view(t, role).next,
    ...chinaDates(t.createdAt),
  };
}

/** The task in full as `viewer` sees it (the parties and operators see its fee, deliveries and timeline). */
export async function taskInfo(tx: Tx, deal: TaskDeal, t: repo.TaskRow, viewer: Viewer): Promise<TaskInfo> {
  const side = deal.sideOf(t, viewer);
  const party = side !== null || viewer?.isadmin === true;
  const myApply = viewer && side !== 'client' ? await applies.myApplyOf(tx, t.id, viewer.id) : null;
  if (!taskVisible(t) && !party) throw deal.refuse.notFound();
  const invited = viewer && side !== 'client' ? await applies.isInvited(tx, t.id, viewer.id) : false;
  const designerRow = t.designerId && party ? await applies.designerCardOf(tx, t.designerId) : undefined;
  const [deliveries, orbits] = party
    ? await Promise.all([repo.deliveriesOf(tx, t.id), deal.orbits(tx, t.id, taskActionNames)])
    : [[], []];
  // a side of a disputed task reads its open complaint's window in its 下一步 (decision 047)
  const ctx: TaskCtx = { ...t, dispute: side ? await deal.dispute(tx, t) : undefined };
  const role: TaskRole =
    side === 'client' ? 'client' : side === 'provider' ? 'designer' : myApply ? 'applicant' : 'visitor';
  const read = clientText(t, role);
  // the files with their names, sizes and types (issue 27), read at once
  const cards = await fileCards(tx, t.attach, ...deliveries.map((d) => d.attach));
  return {
    ...taskItem(ctx, role),
    exhibition: t.exhibitionId ?? 0,
    showname: t.exhibitionId ? await repo.exhibitionTitle(tx, t.exhibitionId) : '',
    // the fee agreed is the parties' business
    fee: party ? fenToYuan(t.fee) : 0,
    tips: read.text(t.tips),
    conts: read.html(t.conts),
    attach: cards(t.attach),
    rounds: t.rounds,
    roundsUsed: t.roundsUsed,
    reason: t.checked === ReviewState.rejected && party ? t.reason : '',
    role,
    cancelBy: party ? t.cancelBy : '',
    designer: designerRow ? ownerCard('designer', designerRow) : null,
    myApply,
    invited,
    service: t.serviceId ?? 0,
    deliveries: deliveries.map((d) => ({
      n: d.n,
      conts: d.conts,
      attach: cards(d.attach),
      ...chinaDates(d.createdAt),
    })),
    orbits,
    ...taskSteps.view(
      ctx,
      role,
      { bps: deal.commissionBps, names: { provider: designerRow?.ownerName } },
      viewerRoles(viewer),
    ),
  };
}

/** The task as `member` sees it now, in the action's transaction (every action answers with it). */
export async function rereadTask(tx: Tx, deal: TaskDeal, id: number, member: { id: number }) {
  return taskInfo(tx, deal, await deal.load(tx, id), { id: member.id, isadmin: false });
}

type WorkMap = Awaited<ReturnType<typeof applies.proposalWorksOf>>;

/**
 * An application as the client (and its designer) read it, with the works it names; its text as written
 * only for its author and once the client has a deal with its designer (`reveal`).
 */
export function applyOut(
  a: applies.ApplyRow,
  workMap: WorkMap,
  invited: boolean,
  reveal: boolean,
): z.infer<typeof applyItem> {
  return {
    id: a.id,
    task: a.taskId,
    designer: ownerCard('designer', a),
    conts: readAs(reveal).text(a.conts),
    attach: files(a.attach),
    fee: fenToYuan(a.fee),
    ddate: a.ddate,
    status: a.status,
    // the works named, in the designer's order, while each is still their approved work
    works: a.works.flatMap((id) => {
      const w = workMap.get(id);
      return w && w.memberId === a.memberId
        ? [{ id: w.id, title: w.title, thumb: thumbUrl(w.cover), link: itemLinks.work(w.id) }]
        : [];
    }),
    invited,
    ...chinaDates(a.createdAt),
  };
}

/** An application read in full, with its works and whether its designer was invited. */
export async function applyRead(tx: Tx, a: applies.ApplyRow, reveal: boolean) {
  const [works, invited] = await Promise.all([
    applies.proposalWorksOf(tx, [a]),
    applies.isInvited(tx, a.taskId, a.memberId),
  ]);
  return applyOut(a, works, invited, reveal);
}

export function talkOut(r: repo.TalkRow, viewerId: number): TalkItem {
  return {
    id: r.id,
    who: r.who as TalkItem['who'],
    mine: r.memberId === viewerId,
    conts: r.conts,
    attach: r.attach.map((f) => ({ id: f.id, url: fileUrl(f.id), name: f.name, kind: f.kind })),
    created: r.createdAt.toISOString(),
    ...chinaDates(r.createdAt),
  };
}
