import type { FileKind, UploadPurpose } from '@hz/contract/uploads';
import { fileSizeLimits } from '@hz/contract/uploads';

/**
 * The file formats the site accepts. A file's format is decided by its bytes (`file-type` for binary
 * formats; a few text checks for OBJ, glTF and ASCII STL, which have no magic number), and the
 * extension of its name must name the same format.
 */
export interface Format {
  id: string;
  kind: FileKind;
  mime: string;
  /** Extensions that name this format; the first is used for the stored object. */
  exts: readonly string[];
  label: string;
}

export const formats = {
  jpeg: { id: 'jpeg', kind: 'image', mime: 'image/jpeg', exts: ['jpg', 'jpeg'], label: 'JPG 图片' },
  png: { id: 'png', kind: 'image', mime: 'image/png', exts: ['png'], label: 'PNG 图片' },
  webp: { id: 'webp', kind: 'image', mime: 'image/webp', exts: ['webp'], label: 'WebP 图片' },
  pdf: { id: 'pdf', kind: 'document', mime: 'application/pdf', exts: ['pdf'], label: 'PDF 文档' },
  zip: { id: 'zip', kind: 'model', mime: 'application/zip', exts: ['zip'], label: 'ZIP 压缩包' },
  rar: { id: 'rar', kind: 'model', mime: 'application/vnd.rar', exts: ['rar'], label: 'RAR 压缩包' },
  '7z': { id: '7z', kind: 'model', mime: 'application/x-7z-compressed', exts: ['7z'], label: '7Z 压缩包' },
  glb: { id: 'glb', kind: 'model', mime: 'model/gltf-binary', exts: ['glb'], label: 'GLB 模型' },
  gltf: { id: 'gltf', kind: 'model', mime: 'model/gltf+json', exts: ['gltf'], label: 'glTF 模型' },
  obj: { id: 'obj', kind: 'model', mime: 'model/obj', exts: ['obj'], label: 'OBJ 模型' },
  stl: { id: 'stl', kind: 'model', mime: 'model/stl', exts: ['stl'], label: 'STL 模型' },
  fbx: { id: 'fbx', kind: 'model', mime: 'application/octet-stream', exts: ['fbx'], label: 'FBX 模型' },
  /** 3ds Max scenes are OLE compound files (CFB). */
  max: { id: 'max', kind: 'model', mime: 'application/octet-stream', exts: ['max'], label: '3ds Max 模型' },
  skp: { id: 'skp', kind: 'model', mime: 'application/octet-stream', exts: ['skp'], label: 'SketchUp 模型' },
  '3ds': { id: '3ds', kind: 'model', mime: 'application/octet-stream', exts: ['3ds'], label: '3DS 模型' },
} as const satisfies Record<string, Format>;
export type FormatId = keyof typeof formats;

const images: FormatId[] = ['jpeg', 'png', 'webp'];
const documents: FormatId[] = ['pdf', ...images];
const models: FormatId[] = ['zip', 'rar', '7z', 'glb', 'gltf', 'obj', 'stl', 'fbx', 'max', 'skp', '3ds'];

/** What each purpose accepts, and what to say when something else comes. */
export const purposeRules: Record<UploadPurpose, { formats: FormatId[]; refuse: string }> = {
  avatar: { formats: images, refuse: '请上传 JPG、PNG 或 WebP 图片' },
  listing: { formats: images, refuse: '请上传 JPG、PNG 或 WebP 图片' },
  idcard: { formats: images, refuse: '请上传 JPG、PNG 或 WebP 格式的证件照片' },
  licence: { formats: documents, refuse: '请上传 JPG、PNG、WebP 图片或 PDF 文件' },
  contract: { formats: documents, refuse: '请上传 PDF 文件或 JPG、PNG、WebP 图片' },
  document: { formats: documents, refuse: '请上传 PDF 文件或 JPG、PNG、WebP 图片' },
  /** 报馆 materials (issue 31): each item of the package narrows this further (values/permits.ts). */
  permit: { formats: documents, refuse: '请上传 PDF 文件或 JPG、PNG、WebP 图片' },
  /** An issued 发票 (issue 33 point 4): a PDF only. */
  invoice: { formats: ['pdf'], refuse: '请上传 PDF 格式的发票' },
  model: {
    formats: models,
    refuse: '请上传 ZIP、RAR、7Z 压缩包或 GLB、glTF、OBJ、STL、FBX、3DS、MAX、SKP 模型文件',
  },
};

const MB = 1024 * 1024;
const kindNames: Record<FileKind, string> = { image: '图片', document: '文档', model: '模型文件' };

/** The largest file a purpose can take at all: enforced while the upload streams in. */
export function purposeMaxBytes(purpose: UploadPurpose): number {
  return Math.max(...purposeRules[purpose].formats.map((f) => fileSizeLimits[formats[f].kind]));
}

export function tooLargeMessage(kind: FileKind | 'any', max = 0) {
  return kind === 'any'
    ? `文件过大，不能超过 ${max / MB} MB`
    : `文件过大，${kindNames[kind]}不能超过 ${fileSizeLimits[kind] / MB} MB`;
}

/** Maps `file-type`'s answer to one of our formats (an animated PNG is still a PNG). */
const byDetected: Record<string, FormatId> = {
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  webp: 'webp',
  pdf: 'pdf',
  zip: 'zip',
  rar: 'rar',
  '7z': '7z',
  glb: 'glb',
  stl: 'stl',
  fbx: 'fbx',
  cfb: 'max',
  skp: 'skp',
};

/**
 * The format of a file from its bytes: `detected` is `file-type`'s extension (undefined when it knew
 * none), `head` the first bytes (64 KiB), `size` the whole length. Undefined: not a format we take.
 */
export function formatOf(detected: string | undefined, head: Buffer, size: number): FormatId | undefined {
  if (detected) return byDetected[detected];
  // 3DS: the main chunk 0x4D4D, its length the whole file, then the version chunk 0x0002
  if (
    head.length >= 8 &&
    head.readUInt16LE(0) === 0x4d4d &&
    head.readUInt32LE(2) === size &&
    head.readUInt16LE(6) === 0x0002
  )
    return '3ds';
  // binary STL: an 80-byte header, a triangle count, 50 bytes per triangle
  if (size >= 84 && head.length >= 84 && size === 84 + 50 * head.readUInt32LE(80)) return 'stl';
  const text = asText(head);
  if (text === undefined) return undefined;
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') && /"asset"\s*:/.test(text)) return 'gltf';
  if (/^solid(\s|$)/.test(start)) return 'stl';
  if (/^(v|vn|vt|f|o|g|mtllib|usemtl)\s/m.test(text)) return 'obj';
  return undefined;
}

/** The head as text, when it is UTF-8 without control bytes other than whitespace. */
function asText(head: Buffer): string | undefined {
  // a multi-byte character may be cut at the end of the head
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text: string;
  try {
    text = decoder.decode(head, { stream: true });
  } catch {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for binary content
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return undefined;
  return text;
}

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A client's file name made safe to keep as metadata: no folders, no control or bidi characters,
 * NFC, at most 100 characters (the extension is kept when the stem is cut).
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/["<>:|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned];
  if (chars.length <= 100) return cleaned;
  const ext = extensionOf(cleaned);
  const tail = ext && ext.length <= 10 ? `.${ext}` : '';
  return chars.slice(0, 100 - tail.length).join('') + tail;
}
