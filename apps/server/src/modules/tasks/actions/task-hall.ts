import type { z } from '@hz/contract/common/zod';
import type { taskHallBody } from '@hz/contract/tasks';
import { pageOut, pageWindow } from '../../../lib/paging.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as repo from '../tasks-repository.ts';
import { taskSearch } from '../tasks-search.ts';
import { taskItem } from '../tasks-views.ts';

/** `designerTaskHall`: approved open tasks, filtered, newest first (public). */
export async function taskHall(d: TaskDeps, b: z.infer<typeof taskHallBody>) {
  const { kw, ...filters } = b;
  const r = await repo.listHall(d.db, { ...filters, keyword: taskSearch.parse(kw), ...pageWindow(b) });
  return pageOut(r, b, (t) => taskItem(t));
}
