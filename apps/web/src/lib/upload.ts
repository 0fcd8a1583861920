import type { UploadedFile, UploadPurpose } from '@hz/contract/uploads';
import { BizError, GENERIC_ERROR, NETWORK_ERROR } from './api-client.ts';

const uploadPath = '/api/Upload/file';

/** Said after an upload whose name holds contact details (`contactHidden`, issue 29). */
export const fileNameHiddenNotice =
  '文件名中含有联系方式：其他会员下载时看到的是「联系方式已隐藏（成交后可见）」';

/**
 * `POST /api/Upload/file` as multipart/form-data: `purpose` first, then the file (the server reads the
 * fields in order). Refusals come back as a BizError like every other call (`invalid_params` with
 * `fields.file`, `too_large`).
 */
export async function uploadFile(
  purpose: UploadPurpose,
  file: Blob,
  opts: { name?: string; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, opts.name ?? (file instanceof File ? file.name : 'file'));
  let res: Response;
  try {
    res = await fetch(uploadPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
      signal: opts.signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new BizError({ errCode: 'network', errMsg: NETWORK_ERROR });
  }
  let payload: { success?: unknown; errCode?: unknown; errMsg?: unknown; data?: unknown } | undefined;
  try {
    payload = (await res.json()) as typeof payload;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload.success !== 'boolean') {
    throw new BizError({
      errCode: res.ok ? 'bad_response' : 'http_error',
      errMsg: res.status === 413 ? '文件过大，请上传不超过10MB的图片' : GENERIC_ERROR,
      status: res.status,
    });
  }
  if (payload.success !== true || !res.ok) {
    throw new BizError({
      errCode: typeof payload.errCode === 'string' ? payload.errCode : 'http_error',
      errMsg: typeof payload.errMsg === 'string' ? payload.errMsg : undefined,
      data: payload.data,
      status: res.status,
    });
  }
  return payload.data as UploadedFile;
}

/** The message to show on a file field for a failed upload. */
export function uploadErrorText(err: unknown): string {
  if (err instanceof BizError) return err.fields.file ?? err.errMsg;
  return GENERIC_ERROR;
}
