import type { z } from '@hz/contract/common/zod';
import type { projectHallBody } from '@hz/contract/projects';
import { pageOut, pageWindow } from '../../../lib/paging.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { listHall } from '../projects-hall-repository.ts';
import { projectSearch } from '../projects-search.ts';
import { projectItem } from '../projects-views.ts';

/** `factoryPrjctHall`: approved open projects, filtered, newest first (public). */
export async function projectHall(d: ProjectDeps, b: z.infer<typeof projectHallBody>) {
  const { kw, ...filters } = b;
  const r = await listHall(d.db, { ...filters, keyword: projectSearch.parse(kw), ...pageWindow(b) });
  return pageOut(r, b, (p) => projectItem(p));
}
