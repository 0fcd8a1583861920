import { ProjectState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  defaultPermitItems,
  MAX_PERMIT_FILES_PER_ITEM,
  MAX_PERMIT_ITEMS,
  type PermitData,
  type PermitParty,
  type permitCrewBody,
  type permitFileAddBody,
  type permitFileRemoveBody,
  type permitItemAddBody,
  type permitItemRemoveBody,
  permitPartyNames,
  permitRule,
} from '@hz/contract/permits';
import type { Transaction as Tx } from '../../../db/client.ts';
import type { PermitItemRow } from '../../../db/schema/permits.ts';
import { fieldError } from '../../../lib/app-error.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as permits from '../projects-permit-repository.ts';
import type * as repo from '../projects-repository.ts';

/**
 * The 报馆 package of a build project (issue 31 point 3; docs/domains/projects.md § 报馆材料): the client's
 * and the awarded factory's only. Anyone else, operators included, gets `not_found` whatever the project's
 * state, as for a project that does not exist; changes stop once the project is closed.
 */

type Who = { id: number };

export const CREW_KEY = 'crew';
const defaults = (): PermitItemRow[] =>
  defaultPermitItems.map(({ key, title, party }) => ({ key, title, party }));
const mimeFormat: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The viewer's side, or `not_found` (nothing said about the project). */
export function permitSide(d: ProjectDeps, p: repo.ProjectRow, m: Who | null): PermitParty {
  const side = d.deal.sideOf(p, m);
  if (!side) throw d.deal.refuse.notFound();
  return side === 'client' ? 'client' : 'factory';
}

const editable = (p: repo.ProjectRow) => p.status !== ProjectState.closed;

function requireEditable(d: ProjectDeps, p: repo.ProjectRow) {
  if (!editable(p)) throw d.deal.refuse.state('项目已关闭，报馆材料不能再修改');
}

/** The package as stored: its checklist (the default one until the client changes it), crew and files. */
export async function permitOf(tx: Tx, p: repo.ProjectRow) {
  const row = await permits.findPermit(tx, p.id);
  const items = row?.items ?? defaults();
  const crew = row?.crew ?? [];
  const files = await permits.permitFiles(tx, p.id);
  const listed = items.map((it) => {
    const mine = files.filter((f) => f.item === it.key);
    const isCrew = it.key === CREW_KEY;
    return { ...it, files: mine, crew: isCrew, done: isCrew ? crew.length > 0 : mine.length > 0 };
  });
  const missing = listed.filter((i) => !i.done).map((i) => i.title);
  return { items, crew, files, listed, missing, complete: missing.length === 0 };
}

export async function permitView(
  tx: Tx,
  p: repo.ProjectRow,
  side: PermitParty,
  viewer: Who,
): Promise<PermitData> {
  const pk = await permitOf(tx, p);
  return {
    id: p.id,
    title: p.title,
    side,
    editable: editable(p),
    items: pk.listed.map((i) => ({
      key: i.key,
      title: i.title,
      party: i.party,
      custom: !defaultPermitItems.some((x) => x.key === i.key),
      crew: i.crew,
      done: i.done,
      hint: permitRule(i.key).hint,
      files: i.files.map((f) => ({
        id: f.fileId,
        name: f.name,
        size: f.size,
        kind: mimeFormat[f.mime] ?? 'file',
        side: f.side,
        mine: f.memberId === viewer.id,
      })),
    })),
    crew: pk.crew,
    complete: pk.complete,
    missing: pk.missing,
    download: `/api/Projectcenter/permitZip?id=${p.id}`,
  };
}

/** `permitInfo`: the package as the party sees it. */
export function permitInfo(d: ProjectDeps, m: Who, id: number) {
  return d.db.transaction(async (tx) => {
    const p = await d.deal.load(tx, id);
    return permitView(tx, p, permitSide(d, p, m), m);
  });
}

/** A change by a party: the project locked, its side checked, then `change`, then the new view. */
function change(
  d: ProjectDeps,
  m: Who,
  id: number,
  run: (
    tx: Tx,
    p: repo.ProjectRow,
    side: PermitParty,
    pk: Awaited<ReturnType<typeof permitOf>>,
  ) => Promise<void>,
) {
  return d.db.transaction(async (tx) => {
    const p = await d.deal.locked(tx, id);
    const side = permitSide(d, p, m);
    requireEditable(d, p);
    await run(tx, p, side, await permitOf(tx, p));
    return permitView(tx, p, side, m);
  });
}

const onlyClient = (d: ProjectDeps, side: PermitParty) => {
  if (side !== 'client') throw d.deal.refuse.forbidden('报馆清单由客户按主场要求调整');
};

/**
 * `permitItemAdd`: the client adds an item of the organiser's list. A removed default item's title brings
 * that item back (with its own rules); any other title is the client's own item.
 */
export function permitItemAdd(d: ProjectDeps, m: Who, b: z.infer<typeof permitItemAddBody>) {
  return change(d, m, b.id, async (tx, p, side, pk) => {
    onlyClient(d, side);
    if (pk.items.some((i) => i.title === b.title)) throw fieldError('title', '清单中已有这一项');
    if (pk.items.length >= MAX_PERMIT_ITEMS) throw fieldError('title', `报馆清单最多${MAX_PERMIT_ITEMS}项`);
    const known = defaultPermitItems.find((i) => i.title === b.title);
    let key = known?.key as string | undefined;
    if (!key) {
      const used = new Set(pk.items.map((i) => i.key));
      let n = 1;
      while (used.has(`c${n}`)) n += 1;
      key = `c${n}`;
    }
    const items = [...pk.items, { key, title: b.title, party: known?.party ?? b.party }];
    await permits.savePermit(tx, p.id, { items, crew: pk.crew });
  });
}

/** `permitItemRemove`: the client removes an item; its files leave the package (they stay the uploaders'). */
export function permitItemRemove(d: ProjectDeps, m: Who, b: z.infer<typeof permitItemRemoveBody>) {
  return change(d, m, b.id, async (tx, p, side, pk) => {
    onlyClient(d, side);
    if (!pk.items.some((i) => i.key === b.item)) throw fieldError('item', '清单中没有这一项');
    const items = pk.items.filter((i) => i.key !== b.item);
    await permits.savePermit(tx, p.id, { items, crew: b.item === CREW_KEY ? [] : pk.crew });
    await permits.removePermitItemFiles(tx, p.id, b.item);
  });
}

function requireParty(d: ProjectDeps, item: PermitItemRow, side: PermitParty) {
  if (item.party !== side)
    throw d.deal.refuse.forbidden(`${item.title}由${permitPartyNames[item.party]}提供`);
}

/**
 * `permitFileAdd`: the item's party attaches its own upload (purpose `permit`) of a format and size the
 * item takes; anything else is a Chinese field error on `file`.
 */
export function permitFileAdd(d: ProjectDeps, m: Who, b: z.infer<typeof permitFileAddBody>) {
  return change(d, m, b.id, async (tx, p, side, pk) => {
    const item = pk.items.find((i) => i.key === b.item);
    if (!item) throw fieldError('item', '清单中没有这一项');
    requireParty(d, item, side);
    if (item.key === CREW_KEY) throw fieldError('item', '施工人员名单请填写姓名与身份证号');
    const file = await d.uploads.requireOwnFile(tx, m.id, b.file, { purposes: ['permit'], field: 'file' });
    const rule = permitRule(item.key);
    if (!rule.formats.includes(mimeFormat[file.mime] ?? ''))
      throw fieldError('file', `${item.title}：请上传${rule.hint}`);
    if (file.size > rule.maxMb * 1024 * 1024)
      throw fieldError('file', `${item.title}不能超过 ${rule.maxMb} MB`);
    if (pk.files.some((f) => f.fileId === file.id)) throw fieldError('file', '这个文件已在材料包中');
    if (pk.files.filter((f) => f.item === item.key).length >= MAX_PERMIT_FILES_PER_ITEM)
      throw fieldError('file', `每项最多${MAX_PERMIT_FILES_PER_ITEM}个文件`);
    await permits.addPermitFile(tx, {
      projectId: p.id,
      item: item.key,
      fileId: file.id,
      memberId: m.id,
      side,
    });
  });
}

/** `permitFileRemove`: its uploader takes a file out of the package. */
export function permitFileRemove(d: ProjectDeps, m: Who, b: z.infer<typeof permitFileRemoveBody>) {
  return change(d, m, b.id, async (tx, p, _side, pk) => {
    const f = pk.files.find((x) => x.fileId === b.file);
    if (!f) throw fieldError('file', '文件不在材料包中');
    if (f.memberId !== m.id) throw d.deal.refuse.forbidden('只能删除自己上传的文件');
    await permits.removePermitFile(tx, p.id, b.file);
  });
}

/** `permitCrew`: the crew item's party writes the list (replaced whole); each ID number checked (GB 11643). */
export function permitCrew(d: ProjectDeps, m: Who, b: z.infer<typeof permitCrewBody>) {
  return change(d, m, b.id, async (tx, p, side, pk) => {
    const item = pk.items.find((i) => i.key === CREW_KEY);
    if (!item) throw fieldError('crew', '报馆清单中没有施工人员名单');
    requireParty(d, item, side);
    const seen = new Map<string, number>();
    for (const [i, c] of b.crew.entries()) {
      const before = seen.get(c.idno);
      if (before !== undefined) throw fieldError(`crew.${i}.idno`, `与第${before + 1}人的身份证号重复`);
      seen.set(c.idno, i);
    }
    await permits.savePermit(tx, p.id, { items: pk.items, crew: b.crew });
  });
}
