import type { z } from '@hz/contract/common/zod';
import type { contestHallBody } from '@hz/contract/contests';
import { pageOut, pageWindow } from '../../../lib/paging.ts';
import type { ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { contestItem } from '../contests-views.ts';

/** `contestHall`: approved contests open for entries (or selecting), filtered and sorted (public). */
export async function contestHall(d: ContestDeps, b: z.infer<typeof contestHallBody>) {
  const r = await repo.listHall(d.db, { kw: b.kw, status: b.status, sort: b.sort, ...pageWindow(b) });
  return pageOut(r, b, (c) => contestItem({ ...c, mine: 0, toHand: 0, maxEntries: d.settings.maxEntries }));
}
