import { itemLinks } from '@hz/contract/common/links';
import { ProjectState as S, StageState, projectStateLabels } from '@hz/contract/common/states';
import { type PlanDate, type PlanMoney, planDateState } from '@hz/contract/shows';
import type { ShowDealOut } from '../../shows/shows-service.ts';
import type { Transaction as Tx } from '../../../db/client.ts';
import { chinaParts } from '../../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../../lib/money.ts';
import { stagesOfProjects } from '../projects-contract-repository.ts';
import { projectsOfShow } from '../projects-show-repository.ts';
import { listNexts } from '../projects-views.ts';

/** The build has started once the factory moved in. */
const MOVED_IN: readonly string[] = [S.building, S.reported, S.accepted];

/**
 * The member's build projects for one show (issue 31): an exhibition, or a free-text show name; as the
 * client (all but closed ones) or as the factory that won; each with its own 下一步 and its dates (报馆
 * deadline, move-in, teardown; the show days too, for a free-text show has no listing to give them).
 */
export async function showProjects(
  tx: Tx,
  memberId: number,
  show: { exhibitionId: number | null; showname: string },
  today: string,
): Promise<ShowDealOut[]> {
  const rows = await projectsOfShow(tx, memberId, show);
  const [nexts, stages] = await Promise.all([
    listNexts(tx, rows, (p) => (p.memberId === memberId ? 'client' : 'winner')),
    stagesOfProjects(
      tx,
      rows.map((p) => p.id),
    ),
  ]);
  return rows.map((p, i) => {
    const link = itemLinks.project(p.id);
    const date = (d: string, label: string, step?: { done: boolean }): PlanDate => ({
      date: d,
      label: `${label} · ${p.title}`,
      kind: 'project',
      state: planDateState(d, today, step),
      link,
    });
    const direction = p.memberId === memberId ? 'out' : 'in';
    return {
      money: stages
        .filter((st) => st.projectId === p.id)
        .map((st): PlanMoney => {
          const settled = st.settledAt ? chinaParts(st.settledAt).date : today;
          const [date, state]: [string, PlanMoney['state']] =
            st.state === StageState.held
              ? [st.heldAt ? chinaParts(st.heldAt).date : today, 'held']
              : st.state === StageState.released || st.state === StageState.split
                ? [settled, 'paid']
                : st.state === StageState.refunded
                  ? [settled, 'refunded']
                  : // planned: held at signing, or by move-in at the latest
                    [p.indate, 'due'];
          return {
            date,
            title: `${st.name}（${st.percent}%）· ${p.title}`,
            amount: fenToYuan(st.amount),
            direction,
            state,
            link,
          };
        }),
      deal: {
        kind: 'project',
        id: p.id,
        title: p.title,
        role: p.memberId === memberId ? 'client' : 'provider',
        status: p.status,
        statusName: projectStateLabels[p.status],
        next: nexts[i] ?? '',
        money: p.price > 0 ? `合同价 ${moneyText(p.price)}` : `预算 ${moneyText(p.coins)}`,
        link,
      },
      dates: [
        date(p.bgdate, '报馆截止'),
        date(p.indate, '进场搭建', { done: MOVED_IN.includes(p.status) }),
        date(p.outdate, '撤展'),
      ],
    };
  });
}
