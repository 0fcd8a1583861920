import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { chinaParts } from '../../lib/china-time.ts';
import { CREW_KEY, permitOf, permitSide } from './actions/permit.ts';
import * as contracts from './projects-contract-repository.ts';
import type { ProjectDeps } from './projects-deal.ts';
import { renderPermitCover } from './projects-permit-pdf.ts';

/** A file name every system accepts: no path separators, reserved or control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').trim() || '文件';

/** `a.pdf`, then `a (2).pdf` for a second file of the same name in one folder. */
function uniqueName(name: string, used: Set<string>) {
  let out = name;
  for (let n = 2; used.has(out); n++) out = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
  used.add(out);
  return out;
}

/**
 * `GET /api/Projectcenter/permitZip?id=` (issue 31 point 3): the package as a zip, for the two parties
 * only (anyone else: `not_found`). The PDF cover first (`00-封面.pdf`, listing every item, its files by
 * their names in the zip, what is missing, the crew with masked ID numbers), then each item's files in
 * a folder `NN-<item>/`, streamed one after another from the file storage, stored without recompression.
 */
export async function permitZip(d: ProjectDeps, m: { id: number } | null, id: number) {
  const { p, pk } = await d.db.transaction(async (tx) => {
    const p = await d.deal.load(tx, id);
    permitSide(d, p, m);
    return { p, pk: await permitOf(tx, p) };
  });
  const people = await contracts.partiesOf(d.db, [p.memberId, ...(p.factoryId ? [p.factoryId] : [])]);
  const who = (mid: number | null) => {
    const x = people.find((y) => y.id === mid);
    return x ? x.company || x.name || '—' : '';
  };
  const entries: Array<{ fileId: string; entry: string }> = [];
  const items = pk.listed.map((it, i) => {
    const folder = `${String(i + 1).padStart(2, '0')}-${safeName(it.title)}`;
    const used = new Set<string>();
    const files = it.files.map((f) => {
      const entry = `${folder}/${uniqueName(safeName(f.name), used)}`;
      entries.push({ fileId: f.fileId, entry });
      return { entry, size: f.size };
    });
    return {
      title: it.title,
      party: it.party,
      files,
      ...(it.key === CREW_KEY ? { crew: pk.crew.length } : {}),
    };
  });
  const now = chinaParts(new Date());
  const cover = await renderPermitCover({
    orders: p.orders,
    title: p.title,
    showname: p.showname,
    hall: p.hall,
    booth: p.booth,
    dates: `报馆截止 ${p.bgdate}，进场 ${p.indate}，展期 ${p.sdate} 至 ${p.edate}，撤展 ${p.outdate}`,
    client: who(p.memberId),
    factory: who(p.factoryId),
    items,
    crew: pk.crew,
    complete: pk.complete,
    missing: pk.missing,
    at: `${now.date} ${now.time.slice(0, 5)}`,
  });
  return { name: `${safeName(p.title)}-报馆材料.zip`, stream: zipOf(d, cover, entries) };
}

function zipOf(d: ProjectDeps, cover: Buffer, entries: Array<{ fileId: string; entry: string }>): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const mtime = new Date();
  let current: Readable | undefined;
  out.once('close', () => current?.destroy());
  zip.addBuffer(cover, '00-封面.pdf', { mtime });
  void (async () => {
    try {
      for (const e of entries) {
        if (out.destroyed) return;
        // the access was decided above (the two parties): the files are opened whoever uploaded them
        const f = await d.uploads.openStored(e.fileId);
        if (!f) continue;
        current = f.stream as Readable;
        const done = finished(current);
        zip.addReadStream(current, e.entry, { compress: false, mtime });
        await done;
      }
      zip.end();
    } catch (err) {
      current?.destroy();
      out.destroy(err as Error);
    }
  })();
  return out;
}
