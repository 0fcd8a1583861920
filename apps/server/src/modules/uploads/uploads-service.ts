import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type FileKind,
  fileSizeLimits,
  privatePurposes,
  type UploadedFile,
  type UploadPurpose,
} from '@hz/contract/uploads';
import { modelZipLimits } from '@hz/contract/models';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { contactScreen, maskContactsInFileName } from '../../lib/contact-mask.ts';
import { checkZipContents, ZipRefusal } from '../../lib/zip-check.ts';
import type { RecordContactAttempt } from '../masking/masking-service.ts';
import {
  cleanFileName,
  extensionOf,
  type FormatId,
  formatOf,
  formats,
  purposeMaxBytes,
  purposeRules,
  tooLargeMessage,
} from './file-types.ts';
import type { FileStorage } from './storage/storage.ts';
import * as repo from './uploads-repository.ts';

export type { FileRow } from './uploads-repository.ts';

/** Images larger than this many pixels are refused before decoding (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;
const THUMB_WIDTH = 320;
/**
 * The widths of an image's WebP copies besides the thumbnail, for `srcset` (decision 042): a card on a
 * phone's screen (640) and a detail page's picture (1280). An image narrower than a width gets that copy
 * at its own width (never enlarged).
 */
export const IMAGE_WIDTHS = [640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type FileVariant = 'file' | 'thumb' | `w${ImageWidth}`;
const HEAD_BYTES = 64 * 1024;
const ID = /^f[A-Za-z0-9_-]{24}$/;

const fileError = (message: string, field = 'file') =>
  new AppError('invalid_params', message, { fields: { [field]: message } });
const notFound = () => new AppError('not_found', '文件不存在');

/** A write refused for want of room: the disk or a quota is full, or a file-size limit reached. */
const FULL = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/**
 * A failure of the file storage (or of the temporary file an upload is received into) as the member
 * sees it: 503 `unavailable`, in words that say whether it is room or reachability. An `AppError` (a
 * refusal of the file itself) passes unchanged. Only what the storage (or the temporary file) threw is
 * given here: its connection errors are the store's, not the database's.
 */
export function storageFailure(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const full = typeof code === 'string' && FULL.has(code);
  return new AppError(
    'unavailable',
    full ? '存储空间不足，暂时无法上传文件，请稍后重试' : '文件存储暂时不可用，请稍后重试',
    undefined,
    2,
    full ? 60 : 10,
  );
}

export const fileUrl = (id: string) => `/files/${id}`;
export const thumbUrl = (id: string) => `/files/${id}/thumb`;
/** An image as pages show it: its id, its URL and its thumbnail's. */
export const imageOf = (id: string) => ({ id, url: fileUrl(id), thumb: thumbUrl(id) });

/** Where an image's WebP copy `width` px wide is stored: beside the file, named by its width. */
export const sizedKey = (storageKey: string, width: ImageWidth) =>
  storageKey.replace(/\.[^./]+$/, `_w${width}.webp`);

/** An image's WebP copy at most `width` px wide (never enlarged). */
const sizedCopy = (image: Buffer, width: number, quality: number) =>
  sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();

/** Purposes whose file names other members see (a download's name): listing pictures, documents, models. */
const namesShownToOthers: readonly UploadPurpose[] = ['listing', 'document', 'model'];

/** The name a file is sent under: masked when it is public, the WebP copies' with their extension. */
export function shownName(row: repo.FileRow, webp: boolean): string {
  const name = webp ? `${row.name.replace(/\.[^.]*$/, '')}.webp` : row.name;
  return row.private ? name : maskContactsInFileName(name);
}

export function toUploadedFile(row: repo.FileRow): UploadedFile {
  return {
    id: row.id,
    url: fileUrl(row.id),
    ...(row.thumbKey ? { thumb: thumbUrl(row.id) } : {}),
    name: row.name,
    size: row.size,
    kind: row.kind as FileKind,
    private: row.private,
  };
}

const kindWords: Record<FileKind, string> = {
  image: '请上传图片',
  document: '请上传文档',
  model: '请上传模型文件',
};

/**
 * For other domains: the member's own uploaded file, of an expected purpose and kind, inside their
 * transaction. Anything else is an `invalid_params` refusal on `field` (another member's file reads as
 * missing).
 */
export async function requireOwnFile(
  tx: Tx,
  memberId: number,
  fileId: string,
  opts: { purposes?: readonly UploadPurpose[]; kind?: FileKind; field?: string } = {},
): Promise<repo.FileRow> {
  const field = opts.field ?? 'file';
  const row = ID.test(fileId) ? await repo.findFile(tx, fileId) : undefined;
  if (!row || row.memberId !== memberId) throw fileError('文件不存在', field);
  if (opts.kind && row.kind !== opts.kind) throw fileError(kindWords[opts.kind], field);
  if (opts.purposes && !opts.purposes.includes(row.purpose as UploadPurpose))
    throw fileError('文件用途不符，请重新上传', field);
  return row;
}

export interface Viewer {
  id: number;
  isadmin: boolean;
}

/** Counts bytes as they pass and stops the stream as soon as there are too many. */
function byteCounter(max: number, tooLarge: () => Error) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > max) done(tooLarge());
      else done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Re-encodes an image (orientation applied, metadata dropped) and makes its thumbnail. */
async function processImage(file: string, format: FormatId) {
  const unreadable = () => fileError('图片无法读取，可能已损坏，请换一张');
  let meta: Metadata;
  try {
    // the header only: nothing is decoded yet, so no pixel limit here
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw fileError(`图片尺寸过大（${meta.width}×${meta.height}），不能超过 4000 万像素，请缩小后上传`);
  }
  try {
    // sharp writes no metadata (EXIF, GPS, XMP) unless asked; rotate() applies the EXIF orientation
    const image = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 85 })
        : format === 'png'
          ? image.png()
          : image.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sizedCopy(data, THUMB_WIDTH, 80);
    return { data, thumb, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

function newKeys(isPrivate: boolean, ext: string) {
  const id = `f${randomBytes(18).toString('base64url')}`;
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const dir = `${isPrivate ? 'private' : 'public'}/${month}`;
  return { id, key: `${dir}/${id}.${ext}`, thumbKey: `${dir}/${id}_thumb.webp` };
}

/** Uploads (docs/domains/uploads.md): one call stores every file a form attaches. */
export function createUploadsService(deps: {
  db: Db;
  storage: FileStorage;
  tmpDir?: string;
  /** Records a file name holding contact details (modules/masking); none in tests that build this alone. */
  recordContact?: RecordContactAttempt;
}) {
  const { db, storage, recordContact } = deps;
  const tmpRoot = deps.tmpDir ?? os.tmpdir();

  /**
   * Copies being made (decision 042), so two asks make one. A copy is made on its first ask, not at
   * upload: an upload (and the demo seed's 146 pictures at start-up) pays for the thumbnail only.
   */
  const making = new Map<string, Promise<void>>();
  /** One copy made at a time in this process: a stranger's requests cannot fill the CPU with resizing. */
  let queue: Promise<unknown> = Promise.resolve();

  /** An image's sized copy, made from the stored file on its first ask and kept, once per image and width. */
  function makeSized(row: repo.FileRow, width: ImageWidth, key: string): Promise<void> {
    const pending = making.get(key);
    if (pending) return pending;
    const made = queue
      .catch(() => undefined)
      .then(async () => {
        const stream = await storage.get(row.storageKey);
        if (!stream) throw notFound();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const bytes = await sizedCopy(Buffer.concat(chunks), width, 80).catch(() => {
          throw notFound();
        });
        await storage.put(key, bytes, { contentType: 'image/webp', size: bytes.length });
      })
      .finally(() => making.delete(key));
    queue = made;
    making.set(key, made);
    return made;
  }

  /**
   * Decides a received file's format from its bytes, checks the name's extension and the size,
   * re-encodes images, then stores it and writes its row. The file at `tmp` is read, never removed.
   * Any refusal leaves nothing behind: no row, no stored object.
   */
  async function store(
    memberId: number,
    purpose: UploadPurpose,
    tmp: string,
    size: number,
    name: string,
  ): Promise<UploadedFile> {
    const rules = purposeRules[purpose];
    if (size === 0) throw fileError('文件是空的，请重新选择');

    const detected = await fileTypeFromFile(tmp);
    const formatId = formatOf(detected?.ext, await readHead(tmp), size);
    const ext = extensionOf(name);
    if (!formatId) throw fileError(`无法识别的文件内容。${rules.refuse}`);
    const format: (typeof formats)[FormatId] = formats[formatId];
    if (!(format.exts as readonly string[]).includes(ext)) {
      throw fileError(
        `文件内容与扩展名不符：内容是${format.label}，文件名是${ext ? ` .${ext}` : '没有扩展名'}`,
      );
    }
    if (!rules.formats.includes(formatId)) throw fileError(rules.refuse);
    if (size > fileSizeLimits[format.kind]) throw new AppError('too_large', tooLargeMessage(format.kind));
    // a zip is read through before it is kept, whatever its headers declare (a bomb is refused here, for
    // every purpose that takes zips, not only when a model uses it)
    if (formatId === 'zip')
      await checkZipContents(tmp, modelZipLimits).catch((err: unknown) => {
        throw err instanceof ZipRefusal ? fileError(err.message) : err;
      });

    const isPrivate = privatePurposes.includes(purpose);
    // a name other members will see (a download's name): its contact details are an attempt, and it is
    // sent to them masked (`open`)
    const screen = contactScreen();
    if (namesShownToOthers.includes(purpose)) screen.fileName('file', name);
    const keys = newKeys(isPrivate, format.exts[0]);
    const image = format.kind === 'image' ? await processImage(tmp, formatId) : undefined;
    const stored: string[] = [];
    try {
      // the bytes first and the row last: a failure of either leaves no row pointing at nothing
      try {
        stored.push(keys.key);
        if (image)
          await storage.put(keys.key, image.data, { contentType: format.mime, size: image.data.length });
        else await storage.put(keys.key, fs.createReadStream(tmp), { contentType: format.mime, size });
        if (image) {
          stored.push(keys.thumbKey);
          await storage.put(keys.thumbKey, image.thumb, {
            contentType: 'image/webp',
            size: image.thumb.length,
          });
        }
      } catch (err) {
        throw storageFailure(err);
      }
      const row = await repo.insertFile(db, {
        id: keys.id,
        memberId,
        purpose,
        kind: format.kind,
        mime: format.mime,
        size: image ? image.data.length : size,
        storageKey: keys.key,
        thumbKey: image ? keys.thumbKey : null,
        name,
        width: image?.width ?? null,
        height: image?.height ?? null,
        private: isPrivate,
      });
      await recordContact?.(db, memberId, { kind: 'file', id: row.id, title: name }, screen.found);
      return { ...toUploadedFile(row), ...(screen.hidden() ? { contactHidden: true } : {}) };
    } catch (err) {
      await Promise.allSettled(stored.map((k) => storage.delete(k)));
      throw err;
    }
  }

  return {
    fileUrl,
    thumbUrl,
    requireOwnFile,

    /**
     * Streams the upload to a temporary file (never more than the purpose allows), decides its format
     * from the bytes, checks the name's extension and the size, re-encodes images, then stores it.
     * Any refusal leaves nothing behind: no row, no stored object.
     */
    async upload(
      memberId: number,
      purpose: UploadPurpose,
      file: { filename: string | undefined; stream: Readable },
    ): Promise<UploadedFile> {
      const rules = purposeRules[purpose];
      const max = purposeMaxBytes(purpose);
      const kinds = new Set(rules.formats.map((f) => formats[f].kind));
      const anyKind = kinds.size === 1 ? [...kinds][0]! : 'any';
      const name = cleanFileName(file.filename);
      const dir = await fs.promises.mkdtemp(path.join(tmpRoot, 'hz-upload-'));
      try {
        const tmp = path.join(dir, 'upload');
        const counter = byteCounter(max, () => new AppError('too_large', tooLargeMessage(anyKind, max)));
        await pipeline(file.stream, counter.stream, fs.createWriteStream(tmp)).catch((err) => {
          // the temporary file could not be written (a full disk: a system call's error): a storage
          // failure, not the member's; a refusal or a broken upload from the client passes unchanged
          throw typeof (err as NodeJS.ErrnoException).syscall === 'string' ? storageFailure(err) : err;
        });
        return await store(memberId, purpose, tmp, counter.bytes(), name);
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },

    /**
     * A file already received on this server's disk (a resumable upload, modules/models/models-tus.ts):
     * the same checks and storing as `upload`. The file at `file` is left for the caller to remove.
     */
    async ingest(
      memberId: number,
      purpose: UploadPurpose,
      file: { path: string; filename: string | undefined },
    ): Promise<UploadedFile> {
      const size = (await fs.promises.stat(file.path)).size;
      if (size > purposeMaxBytes(purpose))
        throw new AppError('too_large', tooLargeMessage('any', purposeMaxBytes(purpose)));
      return store(memberId, purpose, file.path, size, cleanFileName(file.filename));
    },

    /**
     * For other domains: a file the server made (a generated contract PDF, the demo seed's pictures), stored
     * as `memberId`'s upload of `purpose`, its row written in the caller's transaction; an image is kept as
     * made (no metadata to drop, nothing to turn) with its thumbnail. The bytes are stored first; if the
     * transaction later rolls back, the stored object is left without a row (harmless, never served).
     */
    async storeMade(
      tx: Tx,
      memberId: number,
      purpose: UploadPurpose,
      file: { bytes: Buffer; name: string; format: FormatId },
    ): Promise<UploadedFile> {
      const format: (typeof formats)[FormatId] = formats[file.format];
      const keys = newKeys(privatePurposes.includes(purpose), format.exts[0]);
      const meta = format.kind === 'image' ? await sharp(file.bytes).metadata() : undefined;
      const thumb = meta ? await sizedCopy(file.bytes, THUMB_WIDTH, 80) : undefined;
      try {
        await storage.put(keys.key, file.bytes, { contentType: format.mime, size: file.bytes.length });
        if (thumb) await storage.put(keys.thumbKey, thumb, { contentType: 'image/webp', size: thumb.length });
      } catch (err) {
        throw storageFailure(err);
      }
      const row = await repo.insertFile(tx, {
        id: keys.id,
        memberId,
        purpose,
        kind: format.kind,
        mime: format.mime,
        size: file.bytes.length,
        storageKey: keys.key,
        thumbKey: thumb ? keys.thumbKey : null,
        name: file.name,
        width: meta?.width ?? null,
        height: meta?.height ?? null,
        private: privatePurposes.includes(purpose),
      });
      return toUploadedFile(row);
    },

    /**
     * For other domains: a stored file's row and bytes whoever owns it (the caller decided the access,
     * e.g. a model's signed download link or its processing job). Null when it does not exist.
     */
    async openStored(id: string) {
      const row = ID.test(id) ? await repo.findFile(db, id) : undefined;
      if (!row) return null;
      const stream = await storage.get(row.storageKey).catch((err) => {
        throw storageFailure(err);
      });
      return stream ? { row, stream } : null;
    },

    /**
     * Removes an upload that a refused form named (no orphan file is left): its row and stored objects.
     * Only the owner's, and only while nothing refers to it (a foreign key refuses otherwise: then it
     * stays).
     */
    async discard(memberId: number, id: string) {
      const row = ID.test(id) ? await repo.findFile(db, id) : undefined;
      if (!row || row.memberId !== memberId) return;
      try {
        await repo.deleteFile(db, id);
      } catch {
        return;
      }
      const sized = row.kind === 'image' ? IMAGE_WIDTHS.map((w) => sizedKey(row.storageKey, w)) : [];
      await Promise.allSettled(
        [row.storageKey, row.thumbKey, ...sized].flatMap((k) => (k ? [storage.delete(k)] : [])),
      );
    },

    /**
     * A file to send: public files to anyone; private ones only to their owner and to operators, asked
     * on every request. Everyone else gets `not_found`, as for a file that does not exist.
     */
    async open(id: string, variant: FileVariant, viewer: () => Promise<Viewer | null>) {
      const row = ID.test(id) ? await repo.findFile(db, id) : undefined;
      if (!row) throw notFound();
      if (row.private) {
        const v = await viewer();
        if (!v || (v.id !== row.memberId && !v.isadmin)) throw notFound();
      }
      const width =
        variant === 'file' || variant === 'thumb' ? undefined : (Number(variant.slice(1)) as ImageWidth);
      // the sized copies are of images only (the thumbnail's key says whether there is one)
      if (width !== undefined && (row.kind !== 'image' || !row.thumbKey)) throw notFound();
      const key =
        variant === 'thumb' ? row.thumbKey : width ? sizedKey(row.storageKey, width) : row.storageKey;
      if (!key) throw notFound();
      const read = () =>
        storage.get(key).catch((err) => {
          throw storageFailure(err);
        });
      let stream = await read();
      if (!stream && width) {
        await makeSized(row, width, key).catch((err) => {
          throw err instanceof AppError ? err : storageFailure(err);
        });
        stream = await read();
      }
      if (!stream) throw notFound();
      const webp = variant !== 'file';
      return {
        stream,
        mime: webp ? 'image/webp' : row.mime,
        size: webp ? undefined : row.size,
        // a public file is anyone's to download: its name with contact details masked (issue 29); a
        // private one is only its owner's and the operators'
        name: shownName(row, webp),
        // pictures and PDFs open in the browser (a deal's files are previewed; issue 27), the rest downloads
        inline: row.kind === 'image' || row.mime === 'application/pdf',
        private: row.private,
      };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
