import { itemLinks } from '@hz/contract/common/links';
import { ContestState as S, contestStateLabels } from '@hz/contract/common/states';
import { type PlanMoney, planDateState } from '@hz/contract/shows';
import type { Transaction as Tx } from '../../../db/client.ts';
import { chinaParts } from '../../../lib/china-time.ts';
import { fenToYuan, moneyText } from '../../../lib/money.ts';
import type { ShowDealOut } from '../../shows/shows-service.ts';
import type { ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { contestCtx, contestItem } from '../contests-views.ts';

const day = (d: Date) => chinaParts(d).date;
/** The entries are in once the selection started; the winners chosen once the handover started. */
const ENTRIES_DONE: readonly string[] = [
  S.selecting,
  S.finalist,
  S.judging,
  S.handover,
  S.delivered,
  S.completed,
  S.disputed,
];
const CHOSEN: readonly string[] = [S.handover, S.delivered, S.completed, S.disputed];

/**
 * The member's design contests on one exhibition, as their show plan lists them (issue 31 point 1): as
 * the client (all but closed ones) or as an entrant; each with its own 下一步 (decision 043), its entry
 * and selection deadlines, and the prize on the money calendar (held from publishing, paid out or
 * refunded when settled; a winner's award coming in).
 */
export const showContestsOf =
  (d: Pick<ContestDeps, 'settings'>) =>
  async (tx: Tx, memberId: number, exhibitionId: number, today: string): Promise<ShowDealOut[]> => {
    const out: ShowDealOut[] = [];
    for (const id of await repo.contestsOfShow(tx, memberId, exhibitionId)) {
      const c = await repo.findContest(tx, id);
      if (!c) continue;
      const { ctx, role, all } = await contestCtx(
        tx,
        c,
        { id: memberId, isadmin: false },
        d.settings.maxEntries,
      );
      const item = contestItem(ctx, role);
      const link = itemLinks.contest(c.id);
      const client = role === 'client';
      const dates = [
        c.euntil && {
          date: day(c.euntil),
          label: `投稿截止 · ${c.title}`,
          state: planDateState(day(c.euntil), today, { done: ENTRIES_DONE.includes(c.status) }),
        },
        c.suntil && {
          date: day(c.suntil),
          label: `评选截止 · ${c.title}`,
          state: planDateState(day(c.suntil), today, { done: CHOSEN.includes(c.status) }),
        },
      ].flatMap((x) => (x ? [{ ...x, kind: 'contest' as const, link }] : []));
      const money: PlanMoney[] = [];
      const settled = c.settledAt ? day(c.settledAt) : '';
      if (client)
        money.push({
          date: settled || day(c.createdAt),
          title: `比稿奖金 · ${c.title}`,
          amount: fenToYuan(c.prize),
          direction: 'out',
          state: !settled ? 'held' : c.status === S.closed ? 'refunded' : 'paid',
          link,
        });
      else
        for (const e of all.filter((x) => x.place !== null && x.award > 0))
          money.push({
            date: settled || (c.suntil ? day(c.suntil) : day(c.createdAt)),
            title: `比稿奖金 · ${c.title}`,
            amount: fenToYuan(e.award),
            direction: 'in',
            state: settled ? 'paid' : 'held',
            link,
          });
      out.push({
        deal: {
          kind: 'contest',
          id: c.id,
          title: c.title,
          role: client ? 'client' : 'provider',
          status: c.status,
          statusName: contestStateLabels[c.status],
          next: item.next,
          money: `奖金 ${moneyText(c.prize)}`,
          link,
        },
        dates,
        money,
      });
    }
    return out;
  };
