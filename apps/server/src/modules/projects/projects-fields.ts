import { randomInt } from 'node:crypto';
import type { z } from '@hz/contract/common/zod';
import type { projectFields } from '@hz/contract/projects';
import type { Transaction as Tx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { chinaParts, chinaToday } from '../../lib/china-time.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { recordDealTexts } from '../deals/deal-masking.ts';
import { requireOwnFile } from '../uploads/uploads-service.ts';
import type { ProjectDeps } from './projects-deal.ts';
import * as repo from './projects-repository.ts';
import { projectSearch } from './projects-search.ts';

/** The checks a project's fields and files go through (publish, edit), and its files' kinds. */

/** `P` + China date + 8 random digits: a project's order number. */
export const newProjectOrders = () =>
  `P${chinaParts(new Date()).date.replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export const PROJECT_FILE_PURPOSES = ['document', 'listing', 'model'] as const;
const FILE_FIELDS = ['picture', 'workpic', 'attach', 'contract'] as const;

/** Each file the member's own upload of a kind a project may carry; refused naming `field` otherwise. */
export async function checkProjectFiles(tx: Tx, memberId: number, ids: readonly string[], field: string) {
  for (const id of ids) await requireOwnFile(tx, memberId, id, { purposes: PROJECT_FILE_PURPOSES, field });
}

/**
 * A project's texts as written by its client: kept, shown masked to factories until the award (decision
 * 044), and recorded as an attempt when they hold contact details; whether they did.
 */
export const recordProjectTexts = (
  d: Pick<ProjectDeps, 'recordContact'>,
  tx: Tx,
  memberId: number,
  id: number,
  f: { title: string; conts: string },
) =>
  recordDealTexts(
    d.recordContact,
    tx,
    memberId,
    { kind: 'project', id, title: f.title },
    { title: [f.title] },
    { conts: f.conts },
  );

/** Metres (two decimals) → centimetres. */
const cm = (m: number) => Math.round(m * 100);

/** The publish/edit body checked against today, the linked exhibition, the group and the files. */
export async function checkProjectBody(
  d: Pick<ProjectDeps, 'exhibition'>,
  tx: Tx,
  memberId: number,
  b: z.infer<typeof projectFields>,
  selfId?: number,
) {
  const today = chinaToday();
  if (b.bgdate < today) throw fieldError('bgdate', '报馆截止日期不能早于今天');
  let showname = b.showname;
  if (b.exhibition > 0) {
    const ex = await d.exhibition(tx, b.exhibition);
    if (!ex) throw fieldError('exhibition', '所选展会不存在或未通过审核');
    if (b.sdate < ex.sdate || b.edate > ex.edate)
      throw fieldError('sdate', `展会日期应在所选展会的日期内（${ex.sdate} 至 ${ex.edate}）`);
    if (ex.indate && b.indate < ex.indate)
      throw fieldError('indate', `进场日期不能早于展会的布展日期（${ex.indate}）`);
    if (ex.outdate && b.outdate > ex.outdate)
      throw fieldError('outdate', `撤展日期不能晚于展会的撤展日期（${ex.outdate}）`);
    if (showname === '') showname = ex.title;
  }
  if (b.groupid !== '0') {
    const g = Number(b.groupid);
    if (!Number.isSafeInteger(g) || g === selfId || !(await repo.ownsProject(tx, memberId, g)))
      throw fieldError('groupid', '分组的项目不存在');
  }
  const conts = sanitizeRichText(b.conts);
  if (plainText(conts).length < 10) throw fieldError('conts', '项目说明至少10个字');
  const f = {
    picture: [...new Set(b.picture)],
    workpic: [...new Set(b.workpic)],
    attach: [...new Set(b.attach)],
    contract: [...new Set(b.contract)],
  };
  for (const field of FILE_FIELDS) await checkProjectFiles(tx, memberId, f[field], field);
  return {
    groupid: b.groupid,
    mobile: b.mobile,
    title: b.title,
    exhibitionId: b.exhibition > 0 ? b.exhibition : null,
    showname,
    hall: b.hall,
    booth: b.booth,
    lengthCm: cm(b.length),
    widthCm: cm(b.width),
    heightCm: cm(b.height),
    opens: b.opens,
    layer: b.layer,
    prov: b.prov,
    city: b.city,
    strt: b.strt,
    addr: b.addr,
    selectcity: b.selectcity || `${b.prov}/${b.city}`,
    sdate: b.sdate,
    edate: b.edate,
    indate: b.indate,
    bgdate: b.bgdate,
    outdate: b.outdate,
    coins: b.coins,
    peoples: b.peoples,
    ...f,
    conts,
    searchText: projectSearch.vector({
      title: b.title,
      showname,
      city: b.city,
      hall: b.hall,
      text: plainText(conts),
    }),
  } satisfies repo.ProjectFields;
}
