import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * A zip's contents checked by reading them, not by what its headers declare (issue 29: a 522 KB zip that
 * expands to 512 MiB, its headers patched to declare 3 MB, passed a check of the declared sizes). Every
 * entry is inflated as a stream and its bytes are counted against caps — per entry, in all, and the
 * ratio of inflated to packed bytes (of the entry and of the whole file) — and the stream stops at the
 * first cap crossed, so a bomb costs no more than the cap to refuse. An entry that inflates to more than
 * its header declared is refused at once (the header lies). A zip inside the zip is read the same way,
 * its bytes counted in the same budget (nested archives count), one level deep; other archive formats
 * inside are refused (they cannot be read here). Also refused: absolute or `..` paths, links, encrypted
 * entries, more entries than allowed. Nothing is unpacked to disk except a nested zip, to read it.
 */

export interface ZipLimits {
  /** Entries in all (nested zips' entries included). */
  entries: number;
  /** Inflated bytes in all. */
  unpackedBytes: number;
  /** Inflated bytes of one entry. */
  entryBytes: number;
  /** Inflated over packed bytes, of any entry over 1 MiB and of the whole. */
  ratio: number;
  /** Zips inside the zip: how deep (1: a zip may hold zips that hold none). */
  depth: number;
}

/** A refusal of the archive, in words for its author. */
export class ZipRefusal extends Error {}

export interface ZipSummary {
  /** Every file entry's path (nested zips' entries as `inner.zip/path`). */
  names: string[];
  /** Inflated bytes counted. */
  unpacked: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MiB = 1024 * 1024;
/** Ratios are not held against entries this small (a text file of spaces packs 1000:1). */
const RATIO_FLOOR = MiB;
const OTHER_ARCHIVE = /\.(rar|7z|gz|tgz|tar|bz2|xz|zst|cab|iso)$/i;
const bomb = () => new ZipRefusal('压缩包解压后的大小或压缩比异常（疑似压缩炸弹），请重新打包后上传');

function open(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      file,
      // the sizes are checked here, by counting: yauzl's own check would only say "corrupt"
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: false },
      (err, z) => (err || !z ? reject(readError(err)) : resolve(z)),
    ),
  );
}

function readError(err: unknown): ZipRefusal {
  if (err instanceof ZipRefusal) return err;
  const m = err instanceof Error ? err.message : '';
  if (/absolute path|invalid relative path|invalid characters/i.test(m))
    return new ZipRefusal('压缩包内含不安全的路径（绝对路径或 ..）');
  if (/encrypt/i.test(m)) return new ZipRefusal('压缩包已加密，请去掉密码后重新打包');
  return new ZipRefusal('压缩包已损坏或格式不受支持，无法读取');
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(readError(err)) : resolve(stream))),
  );
}

interface Budget {
  /** Entries read so far. */
  entries: number;
  /** Entries the central directories opened so far list. */
  listed: number;
  unpacked: number;
  names: string[];
}

/** Reads one zip file's entries into `budget`; `prefix` names a nested zip's entries. */
async function walk(file: string, limits: ZipLimits, budget: Budget, depth: number, prefix: string) {
  const zip = await open(file);
  const packedSize = (await fs.promises.stat(file)).size;
  const startedAt = budget.unpacked;
  const tmp = { dir: '' };
  try {
    budget.listed += zip.entryCount;
    if (budget.listed > limits.entries)
      throw new ZipRefusal(`压缩包内文件过多（${budget.listed} 个），最多 ${limits.entries} 个`);
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (e: yauzl.Entry) => done(() => resolve(e));
        const onEnd = () => done(() => resolve(null));
        const onError = (err: unknown) => done(() => reject(readError(err)));
        const done = (then: () => void) => {
          zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
          then();
        };
        zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
        zip.readEntry();
      });
      if (!entry) break;
      budget.entries += 1;
      const name = entry.fileName;
      const shown = `${prefix}${name}`.slice(0, 60);
      if (/^([/\\]|[A-Za-z]:)/.test(name) || name.split(/[/\\]/).includes('..'))
        throw new ZipRefusal(`压缩包内含不安全的路径：${shown}`);
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ZipRefusal(`压缩包内不能含有链接文件：${shown}`);
      if (name.endsWith('/')) continue;
      if (OTHER_ARCHIVE.test(name))
        throw new ZipRefusal(`压缩包内不能再含有其他格式的压缩包：${shown}，请解压后重新打包`);
      // what the header declares, refused before reading when it is already too much
      if (
        entry.uncompressedSize > limits.entryBytes ||
        budget.unpacked + entry.uncompressedSize > limits.unpackedBytes
      )
        throw bomb();
      budget.names.push(`${prefix}${name}`);

      const nestedZip = /\.zip$/i.test(name);
      if (nestedZip && depth >= limits.depth) throw new ZipRefusal(`压缩包嵌套层数过多：${shown}`);
      let out: fs.WriteStream | undefined;
      let nestedFile = '';
      if (nestedZip) {
        tmp.dir ||= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hz-zip-'));
        nestedFile = path.join(tmp.dir, `${budget.entries}.zip`);
        out = fs.createWriteStream(nestedFile);
      }
      const stream = await openEntry(zip, entry);
      let bytes = 0;
      try {
        for await (const chunk of stream) {
          const n = (chunk as Buffer).length;
          bytes += n;
          budget.unpacked += n;
          const total = budget.unpacked - startedAt;
          if (
            bytes > limits.entryBytes ||
            budget.unpacked > limits.unpackedBytes ||
            (bytes > RATIO_FLOOR && bytes > limits.ratio * Math.max(entry.compressedSize, 1)) ||
            (total > RATIO_FLOOR && total > limits.ratio * packedSize)
          )
            throw bomb();
          // more than its header said: the header was changed
          if (bytes > entry.uncompressedSize)
            throw new ZipRefusal(
              `压缩包内文件的实际大小超过了文件头的声明（疑似压缩炸弹）：${shown}，请重新打包后上传`,
            );
          if (out && !out.write(chunk)) await new Promise<void>((r) => out!.once('drain', () => r()));
        }
      } catch (err) {
        stream.destroy();
        out?.destroy();
        throw err instanceof ZipRefusal ? err : readError(err);
      }
      if (out) await new Promise<void>((resolve, reject) => out!.once('error', reject).end(() => resolve()));
      if (bytes !== entry.uncompressedSize) throw new ZipRefusal(`压缩包内文件的大小与文件头不符：${shown}`);
      if (nestedFile) {
        await walk(nestedFile, limits, budget, depth + 1, `${prefix}${name}/`);
        await fs.promises.rm(nestedFile, { force: true });
      }
    }
  } finally {
    zip.close();
    if (tmp.dir) await fs.promises.rm(tmp.dir, { recursive: true, force: true });
  }
}

/** Reads every entry of the zip at `file` within `limits`; throws a `ZipRefusal` with the reason. */
export async function checkZipContents(file: string, limits: ZipLimits): Promise<ZipSummary> {
  const budget: Budget = { entries: 0, listed: 0, unpacked: 0, names: [] };
  await walk(file, limits, budget, 0, '');
  return { names: budget.names, unpacked: budget.unpacked };
}
