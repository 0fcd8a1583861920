import type { Viewer } from '../../../lib/viewer.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import { taskInfo } from '../tasks-views.ts';

/** `businesTaskInfo`: the task as the viewer may see it, with their actions and 下一步. */
export function taskInfoFor(d: TaskDeps, id: number, viewer: Viewer) {
  return d.db.transaction(async (tx) => taskInfo(tx, d.deal, await d.deal.load(tx, id), viewer));
}
