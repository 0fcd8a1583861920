import type { UploadedFile, UploadPurpose } from '@hz/contract/uploads';
import { App, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { fileNameHiddenNotice, uploadErrorText, uploadFile } from './upload.ts';

/** What a field of uploaded files is handed: by Form.Item (`id`, `value`, `onChange`) and by its form. */
export interface UploadFieldProps<T> {
  id?: string;
  value?: T[];
  onChange?: (value: T[]) => void;
  /** 参考文件, 封面图片: in the button, the names of unnamed files and the messages. */
  label: string;
  /** How many at most; with 1, a new pick replaces the one there. */
  max: number;
  /** A refusal, so that the form shows it on the field (`null` clears it). */
  onError: (message: string | null) => void;
  testId: string;
}

/** What a field accepts, and what it says when a pick is refused. */
export interface UploadRules {
  purpose: UploadPurpose;
  /** MIME types. */
  accept: readonly string[];
  wrongType: string;
  maxBytes: number;
  tooBig: string;
  /** The counting word of `${label}最多${max}${unit}`: 个, 张. */
  unit: string;
}

const MB = 1024 * 1024;

/** A task's or project's files (`document`): PDF or pictures up to 20 MB (the server's limit for the purpose). */
export const documentUploads: UploadRules = {
  purpose: 'document',
  accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  wrongType: '请上传 PDF 文件或 JPG、PNG、WebP 图片',
  maxBytes: 20 * MB,
  tooBig: '文件不能超过20MB',
  unit: '个',
};

/** Public pictures of a listing (`listing`): JPG, PNG or WebP up to 10 MB. */
export const imageUploads: UploadRules = {
  ...documentUploads,
  purpose: 'listing',
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  wrongType: '请上传 JPG、PNG 或 WebP 格式的图片',
  maxBytes: 10 * MB,
  tooBig: '图片不能超过10MB',
  unit: '张',
};

/**
 * A form field's list of uploaded files: each pick is checked (type, size, how many), uploaded at once and
 * added to the list as it is then — several picks upload together, each adds to the latest list, not to
 * the one of its render. A refusal goes to `onError`. `busy` while any is on its way.
 */
export function useUploadList<T extends { id: string }>(
  { value = [], onChange, onError, label, max }: UploadFieldProps<T>,
  rules: UploadRules,
  toItem: (up: UploadedFile, file: File) => T,
) {
  const [busy, setBusy] = useState(0);
  const { message } = App.useApp();
  const latest = useRef(value);
  latest.current = value;

  const set = (next: T[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError: fail }) => {
    const f = file as File;
    if (!rules.accept.includes(f.type)) return onError(rules.wrongType);
    if (f.size > rules.maxBytes) return onError(rules.tooBig);
    if (max > 1 && latest.current.length >= max) return onError(`${label}最多${max}${rules.unit}`);
    setBusy((n) => n + 1);
    onError(null);
    try {
      const up = await uploadFile(rules.purpose, f, { name: f.name });
      // a name with contact details is shown masked to other members (issue 29): say so
      if (up.contactHidden) void message.warning(fileNameHiddenNotice);
      const item = toItem(up, f);
      set(max === 1 ? [item] : [...latest.current, item].slice(0, max));
      onSuccess?.(up);
    } catch (err) {
      onError(uploadErrorText(err));
      fail?.(err as Error);
    } finally {
      setBusy((n) => n - 1);
    }
  };

  return { busy: busy > 0, customRequest, remove: (id: string) => set(value.filter((v) => v.id !== id)) };
}
