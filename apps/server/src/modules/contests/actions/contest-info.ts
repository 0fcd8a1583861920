import type { Viewer } from '../../../lib/viewer.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { contestInfo } from '../contests-views.ts';

/** `contestInfo`: the contest as the viewer may see it, with their actions and 下一步. */
export function contestInfoFor(d: ContestDeps, id: number, viewer: Viewer) {
  return d.db.transaction(async (tx) =>
    contestInfo(tx, d.deal, await d.deal.load(tx, id), viewer, d.settings.maxEntries),
  );
}
