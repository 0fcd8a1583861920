import type { DealFile } from '@hz/contract/common/deal';
import type { Tx } from '../../db/client.ts';
import * as repo from './uploads-repository.ts';
import { fileUrl, shownName, thumbUrl } from './uploads-service.ts';

/**
 * Files as a deal's views show them (issue 27): each with its name (masked as its download is), size and
 * type, read for all of a view's lists in one query. A file no longer stored keeps its id and url, with
 * no name and size 0 (the web numbers it, as before names were sent).
 */
export function fileCard(id: string, row: repo.FileRow | undefined): DealFile {
  if (!row) return { id, url: fileUrl(id), name: '', size: 0, type: 'file', thumb: '' };
  const image = row.kind === 'image';
  return {
    id,
    url: fileUrl(id),
    name: shownName(row, false),
    size: row.size,
    type: image ? 'image' : row.mime === 'application/pdf' ? 'pdf' : 'file',
    thumb: image && row.thumbKey ? thumbUrl(id) : '',
  };
}

/** Reads the files of `lists` at once; the function turning one list of ids into its cards, in order. */
export async function fileCards(tx: Tx, ...lists: (readonly string[])[]) {
  const rows = await repo.findFiles(tx, [...new Set(lists.flat())]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (ids: readonly string[]): DealFile[] => ids.map((id) => fileCard(id, byId.get(id)));
}
