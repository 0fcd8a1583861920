import { AppError, notLoggedIn } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import * as contracts from '../projects-contract-repository.ts';
import { contractSide } from '../projects-contract-rules.ts';
import { versionOut } from '../projects-contract-views.ts';
import type { ProjectDeps } from '../projects-deal.ts';

/** `contractList`: every version, oldest first: the two sides only (and operators). */
export async function contractVersions(d: ProjectDeps, viewer: { id: number; isadmin: boolean }, id: number) {
  const p = await d.deal.load(d.db, id);
  if (!viewer.isadmin) contractSide(d.deal, p, viewer);
  const [vs, sigs] = await Promise.all([
    contracts.versionsOf(d.db, p.id),
    contracts.signaturesOf(d.db, p.id),
  ]);
  return { listItem: vs.map((v) => versionOut(p, v, sigs)) };
}

/** `contractPdf`: a version's PDF (the current one by default): the two sides and operators. */
export async function contractPdf(d: ProjectDeps, viewer: Viewer, id: number, n?: number) {
  if (!viewer) throw notLoggedIn();
  const p = await d.deal.load(d.db, id);
  if (!viewer.isadmin) contractSide(d.deal, p, viewer);
  const vs = await contracts.versionsOf(d.db, p.id);
  const v = n ? vs.find((x) => x.n === n) : vs.find((x) => x.state === 'current');
  if (!v) throw new AppError('not_found', '合同不存在');
  if (!v.fileId) throw new AppError('not_found', '合同生成中，请稍后再查看');
  const opened = await d.uploads.openStored(v.fileId);
  if (!opened) throw new AppError('not_found', '合同文件不存在');
  return { stream: opened.stream, size: opened.row.size, name: `${p.orders}-合同-第${v.n}版.pdf` };
}
