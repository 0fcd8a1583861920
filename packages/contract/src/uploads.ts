import { z } from './common/zod.ts';
import type { CallDef } from './common/call.ts';

/**
 * What an upload is for. It decides which file types are accepted and whether the file is private
 * (readable only by its owner and operators): identity papers, licences and contracts are.
 */
export const uploadPurposes = [
  'avatar',
  'idcard',
  'licence',
  'listing',
  'model',
  'contract',
  'document',
  'permit',
  'invoice',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** A model file is private too: others download it only through `Modelcenter/dnldModel`'s signed link. */
export const privatePurposes: readonly UploadPurpose[] = [
  'idcard',
  'licence',
  'contract',
  'model',
  'permit',
  'invoice',
];
// `invoice`: an operator's issued 发票 PDF, downloaded by the company through `Invoice/download`

export const fileKinds = ['image', 'document', 'model'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Largest file of each kind, in bytes. */
export const fileSizeLimits: Record<FileKind, number> = {
  image: 10 * 1024 * 1024,
  document: 20 * 1024 * 1024,
  model: 500 * 1024 * 1024,
};

/** The form fields of `POST /api/Upload/file` (multipart/form-data; `purpose` before `file`). */
export const uploadFields = z.object({
  purpose: z.enum(uploadPurposes, { error: '请选择上传用途' }),
});

/** An uploaded file: its id is what forms send back (`userlogo`, `cardimg`, …). */
export const uploadedFile = z.object({
  /** Random, unguessable (`f` + 24 characters). */
  id: z.string(),
  /** `/files/{id}`: the file itself. */
  url: z.string(),
  /** `/files/{id}/thumb`: a 320 px wide WebP, images only. */
  thumb: z.string().optional(),
  /** The original file name, cleaned (no folders, at most 100 characters). */
  name: z.string(),
  /** Bytes as stored (images are re-encoded). */
  size: z.number().int(),
  kind: z.enum(fileKinds),
  private: z.boolean(),
  /** In the upload's answer only: the name holds contact details, which other members see masked. */
  contactHidden: z.boolean().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadsCalls = {
  'Upload/file': {
    method: 'POST',
    path: '/api/Upload/file',
    summary:
      '上传文件（multipart/form-data：先 purpose 字段 avatar|idcard|licence|listing|model|contract|document|permit|invoice，再一个 file；按内容与扩展名判定类型；读取见 GET /files/{id}、/files/{id}/thumb）',
    data: uploadedFile,
    auth: true,
  },
} as const satisfies Record<string, CallDef>;
