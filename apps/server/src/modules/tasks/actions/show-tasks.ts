import { itemLinks } from '@hz/contract/common/links';
import { TaskState as S, taskStateLabels } from '@hz/contract/common/states';
import { type PlanMoney, planDateState } from '@hz/contract/shows';
import type { ShowDealOut } from '../../shows/shows-service.ts';
import type { Transaction as Tx } from '../../../db/client.ts';
import { chinaParts } from '../../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../../lib/money.ts';
import * as repo from '../tasks-repository.ts';
import { taskItem } from '../tasks-views.ts';

/** A task's design is in once delivered (accepted or not). */
const DESIGN_DONE: readonly string[] = [S.delivered, S.completed];

/**
 * The member's design tasks for one exhibition, as their show plan lists them (issue 31): as the client
 * (all but closed ones) or as the designer of a deal; each with its own 下一步 and its design deadline.
 */
export async function showTasks(
  tx: Tx,
  memberId: number,
  exhibitionId: number,
  today: string,
): Promise<ShowDealOut[]> {
  const rows = await repo.tasksOfShow(tx, memberId, exhibitionId);
  return rows.map((t) => {
    const role = t.memberId === memberId ? 'client' : 'designer';
    const item = taskItem(t, role);
    const link = itemLinks.task(t.id);
    return {
      money: feeLine(t, role === 'client' ? 'out' : 'in', item.title, link),
      deal: {
        kind: 'task',
        id: t.id,
        title: item.title,
        role: role === 'client' ? 'client' : 'provider',
        status: t.status,
        statusName: taskStateLabels[t.status],
        next: item.next,
        money: t.fee > 0 ? `设计费 ${moneyText(t.fee)}` : `设计费预算 ${moneyText(t.cost)}`,
        link,
      },
      dates: [
        {
          date: t.deadline,
          label: `设计截止 · ${item.title}`,
          kind: 'task',
          state: planDateState(t.deadline, today, { done: DESIGN_DONE.includes(t.status) }),
          link,
        },
      ],
    };
  });
}

const day = (d: Date) => chinaParts(d).date;

/**
 * The design fee on the money calendar: due once the designer confirmed (by the payment deadline), held
 * from its payment, paid out at acceptance, refunded when a paid task closed; none before a deal.
 */
function feeLine(t: repo.TaskRow, direction: 'out' | 'in', title: string, link: string): PlanMoney[] {
  if (t.fee <= 0) return [];
  const line = (date: string, state: PlanMoney['state']): PlanMoney[] => [
    { date, title: `设计费 · ${title}`, amount: fenToYuan(t.fee), direction, state, link },
  ];
  if (t.status === S.completed) return line(day(t.completedAt ?? t.updatedAt), 'paid');
  if (t.paidAt && t.status === S.closed) return line(day(t.updatedAt), 'refunded');
  if (t.paidAt) return line(day(t.paidAt), 'held');
  if (t.status === S.confirmed) return line(t.dueAt ? day(t.dueAt) : t.deadline, 'due');
  return [];
}
