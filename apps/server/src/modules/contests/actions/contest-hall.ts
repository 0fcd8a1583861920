import type { z } from '@hz/contract/common/zod';
import type { contestHallBody } from '@hz/contract/contests';
import { pageOut, pageWindow } from '../../../lib/paging.ts';
import type { ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { contestItem } from '../contests-views.ts';

/** `contestHall`: approved contests by phase (征稿中, 评选中, 已选出), place and prize, sorted (public). */
export async function contestHall(d: ContestDeps, b: z.infer<typeof contestHallBody>) {
  const r = await repo.listHall(d.db, {
    kw: b.kw,
    phase: b.status,
    prov: b.prov,
    city: b.city,
    minPrize: b.minPrize ?? 0,
    maxPrize: b.maxPrize ?? 0,
    sort: b.sort,
    ...pageWindow(b),
  });
  return pageOut(r, b, (c) => contestItem({ ...c, mine: 0, toHand: 0, maxEntries: d.settings.maxEntries }));
}
