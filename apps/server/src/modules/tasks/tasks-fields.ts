import { randomInt } from 'node:crypto';
import type { TaskPubBody } from '@hz/contract/tasks';
import type { Transaction as Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { chinaParts, chinaToday } from '../../lib/china-time.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { recordDealTexts } from '../deals/deal-masking.ts';
import { requireOwnFile } from '../uploads/uploads-service.ts';
import type { TaskDeps } from './tasks-deal.ts';
import type * as repo from './tasks-repository.ts';
import { taskSearch } from './tasks-search.ts';

/** The checks a task's fields and files go through, wherever a task is written (publish, edit, order). */

/** `T` + China date + 8 random digits: a task's order number. */
export const newTaskOrders = () =>
  `T${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const FILE_PURPOSES = ['document', 'listing', 'model'] as const;

/** Each file the member's own upload of a kind a task may carry; refused naming `field` otherwise. */
export async function checkTaskFiles(tx: Tx, memberId: number, ids: readonly string[], field: string) {
  const out = [];
  for (const id of new Set(ids))
    out.push(await requireOwnFile(tx, memberId, id, { purposes: FILE_PURPOSES, field }));
  return out;
}

/**
 * A task's texts as written by its client: kept, shown masked to designers until a deal (decision 044),
 * and recorded as an attempt when they hold contact details; whether they did.
 */
export const recordTaskTexts = (
  d: Pick<TaskDeps, 'recordContact'>,
  tx: Tx,
  memberId: number,
  id: number,
  f: { title: string; tips: string; conts: string },
) =>
  recordDealTexts(
    d.recordContact,
    tx,
    memberId,
    { kind: 'task', id, title: f.title },
    { title: [f.title], tips: [f.tips] },
    { conts: f.conts },
  );

/**
 * The linked exhibition (decision 053): approved, and the show's dates inside its dates, as a project's
 * (projects-fields.ts). Nothing to check for a task that names none.
 */
export async function checkTaskShow(
  d: Pick<TaskDeps, 'exhibition'>,
  tx: Tx,
  f: { exhibitionId: number | null; sdate: string; edate: string },
) {
  if (f.exhibitionId === null) return;
  const ex = await d.exhibition(tx, f.exhibitionId);
  if (!ex) throw fieldError('exhibition', '所选展会不存在或未通过审核');
  if (f.sdate < ex.sdate || f.edate > ex.edate)
    throw fieldError('sdate', `展会日期应在所选展会的日期内（${ex.sdate} 至 ${ex.edate}）`);
}

/** A publish/edit body checked against today, sanitised, with its search vector. */
export function checkTaskBody(b: TaskPubBody) {
  const today = chinaToday();
  if (b.sdate < today) throw fieldError('sdate', '展会开始日期不能早于今天');
  if (b.deadline < today) throw fieldError('deadline', '设计截止日期不能早于今天');
  const conts = sanitizeRichText(b.conts);
  if (plainText(conts).length < 10) throw fieldError('conts', '需求描述至少10个字');
  return {
    title: b.title,
    sizes: b.sizes,
    opens: b.opens,
    layer: b.layer,
    style: b.style,
    sdate: b.sdate,
    edate: b.edate,
    deadline: b.deadline,
    prov: b.prov,
    city: b.city,
    exhibitionId: b.exhibition > 0 ? b.exhibition : null,
    tips: b.tips,
    cost: b.cost,
    conts,
    attach: [...new Set(b.attach)],
    types: [...new Set(b.types)],
    rounds: b.rounds,
    searchText: taskSearch.vector({
      title: b.title,
      style: b.style,
      types: b.types,
      tips: b.tips,
      city: b.city,
      text: plainText(conts),
    }),
  } satisfies repo.TaskFields;
}
