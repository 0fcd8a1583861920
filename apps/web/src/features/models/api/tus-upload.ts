import { modelFormats } from '@hz/contract/values/models';
import { modelMaxBytes } from '@hz/contract/models';
import { useEffect, useRef, useState } from 'react';
import { type DetailedError, Upload } from 'tus-js-client';

/** Where model files are uploaded, resumably (tus 1.0; decision 022). */
export const TUS_ENDPOINT = '/api/Upload/tus';

/**
 * Bytes per PATCH request. A request cut off keeps what the server received: the upload continues from
 * the server's offset, never from zero, so the chunk size only bounds one request's duration.
 */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** After a failed request, wait this long (ms) before asking the offset and continuing. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type TusStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface TusState {
  status: TusStatus;
  /** 0–100. */
  percent: number;
  /** The file id of `Modelcenter/uploadModel`, once the last byte arrived and the server took the file. */
  fileId: string;
  file: File | null;
  /** The Chinese reason of a refusal or failure. */
  error: string;
  /** Continued an upload begun before (another request or an earlier visit of the page). */
  resumed: boolean;
}

const initial: TusState = { status: 'idle', percent: 0, fileId: '', file: null, error: '', resumed: false };

const extOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why `file` cannot be a model file, in Chinese, or '' when it may be uploaded. */
export function modelFileProblem(file: File): string {
  const ext = extOf(file.name);
  if (!(modelFormats as readonly string[]).includes(ext))
    return `不支持该文件格式，请上传 ${modelFormats.map((f) => `.${f}`).join(' ')} 格式的模型文件`;
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > modelMaxBytes) return `模型文件不能超过${modelMaxBytes / 1024 / 1024}MB`;
  return '';
}

/** The server's Chinese reason in a tus error (its envelope is the response body), or a general one. */
export function tusErrorText(err: Error | DetailedError): string {
  const res = 'originalResponse' in err ? err.originalResponse : null;
  if (res) {
    const status = res.getStatus();
    try {
      const body = JSON.parse(res.getBody()) as { errMsg?: unknown };
      if (typeof body.errMsg === 'string' && body.errMsg) return body.errMsg;
    } catch {
      // not the envelope
    }
    if (status === 413) return `模型文件不能超过${modelMaxBytes / 1024 / 1024}MB`;
    if (status === 401) return '登录已过期，请重新登录后再上传';
    if (status === 404) return '上传已过期，请重新选择文件';
  }
  return '网络中断，上传暂停；请检查网络后点击“继续上传”';
}

/**
 * A model file's resumable upload with `tus-js-client`: progress, automatic retries after a dropped
 * connection (each asks the server's offset and continues from it), and, after a page reload, choosing
 * the same file again continues the earlier upload (the client keeps its URL in localStorage, keyed by
 * the file's name, size, type and date).
 */
export function useTusUpload() {
  const [state, setState] = useState<TusState>(initial);
  const upload = useRef<Upload | null>(null);

  // leaving the page pauses the upload; its URL stays stored, so coming back continues it
  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const start = (file: File) => {
    void upload.current?.abort();
    const problem = modelFileProblem(file);
    if (problem) {
      upload.current = null;
      setState({ ...initial, file, status: 'error', error: problem });
      return;
    }
    setState({ ...initial, file, status: 'uploading' });
    const u = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // a refusal (400/413 with the envelope) is final; a dropped connection or a 5xx is retried
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => {
        if (upload.current !== u) return;
        // 100 % only when the server has taken the file (the last response)
        const percent = total ? Math.min(99, Math.floor((sent / total) * 100)) : 0;
        setState((s) => (s.status === 'uploading' ? { ...s, percent } : s));
      },
      onSuccess: (payload) => {
        if (upload.current !== u) return;
        const fileId = payload.lastResponse.getHeader('Upload-File-Id') ?? '';
        setState((s) =>
          fileId
            ? { ...s, status: 'done', percent: 100, fileId }
            : { ...s, status: 'error', error: '上传完成但服务器未返回文件，请重新选择文件' },
        );
      },
      onError: (err) => {
        if (upload.current !== u) return;
        setState((s) => ({ ...s, status: 'error', error: tusErrorText(err) }));
      },
    });
    upload.current = u;
    void u.findPreviousUploads().then((previous) => {
      if (upload.current !== u) return;
      const last = previous[0];
      if (last) {
        u.resumeFromPreviousUpload(last);
        setState((s) => ({ ...s, resumed: true }));
      }
      u.start();
    });
  };

  /** After a failure that was not a refusal: ask the offset again and continue. */
  const retry = () => {
    const u = upload.current;
    if (!u) return;
    setState((s) => ({ ...s, status: 'uploading', error: '' }));
    u.start();
  };

  const reset = () => {
    void upload.current?.abort();
    upload.current = null;
    setState(initial);
  };

  return { state, start, retry, reset };
}
