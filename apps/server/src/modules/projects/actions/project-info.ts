import type { Viewer } from '../../../lib/viewer.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { projectInfo } from '../projects-views.ts';

/** `businesPrjctInfo`: the project as the viewer may see it, with their actions and 下一步. */
export function projectInfoFor(d: ProjectDeps, id: number, viewer: Viewer) {
  return d.db.transaction(async (tx) => projectInfo(tx, d.deal, await d.deal.load(tx, id), viewer));
}
