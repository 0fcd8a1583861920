import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { fileNameHiddenNotice, uploadErrorText, uploadFile } from '../lib/upload.ts';
import './file-upload.css';

/** What the form keeps for one file: the id it sends, the url it opens, the name it shows. */
export interface TaskFile {
  id: string;
  url: string;
  name?: string;
}

const accepted = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Files of a task or a build project (reference files, a proposal's sketch, a delivery, drawings): PDF or JPG/PNG/WebP up to 20 MB,
 * uploaded at once as purpose `document`, listed with a remove button. Form.Item hands value/onChange;
 * a refusal goes to `onError` so the form shows it on the field.
 */
export function FileUpload({
  id,
  value = [],
  onChange,
  label,
  max,
  onError,
  testId,
}: {
  id?: string;
  value?: TaskFile[];
  onChange?: (value: TaskFile[]) => void;
  label: string;
  max: number;
  onError: (message: string | null) => void;
  testId: string;
}) {
  const [busy, setBusy] = useState(0);
  const { message } = App.useApp();
  const latest = useRef(value);
  latest.current = value;

  const set = (next: TaskFile[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError: fail }) => {
    const f = file as File;
    if (!accepted.includes(f.type)) return onError('请上传 PDF 文件或 JPG、PNG、WebP 图片');
    if (f.size > MAX_BYTES) return onError('文件不能超过20MB');
    if (latest.current.length >= max) return onError(`${label}最多${max}个`);
    setBusy((n) => n + 1);
    onError(null);
    try {
      const up = await uploadFile('document', f, { name: f.name });
      if (up.contactHidden) void message.warning(fileNameHiddenNotice);
      set([...latest.current, { id: up.id, url: up.url, name: up.name }].slice(0, max));
      onSuccess?.(up);
    } catch (err) {
      onError(uploadErrorText(err));
      fail?.(err as Error);
    } finally {
      setBusy((n) => n - 1);
    }
  };

  return (
    <div className="task-files" data-testid={testId}>
      {value.length > 0 && (
        <ul className="task-files__list">
          {value.map((f, i) => (
            <li key={f.id}>
              <PaperClipOutlined aria-hidden />
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name || `${label}${i + 1}`}
              </a>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`删除${f.name || `${label}${i + 1}`}`}
                onClick={() => set(value.filter((v) => v.id !== f.id))}
              />
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <Upload
          id={id}
          accept=".pdf,.jpg,.jpeg,.png,.webp"
          multiple
          showUploadList={false}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={busy > 0}>
            {busy > 0 ? '正在上传…' : `上传${label}`}
          </Button>
        </Upload>
      )}
    </div>
  );
}

/** Files to open, numbered when they have no name (the wire keeps ids and urls). */
export function FileLinks({ files, label }: { files: TaskFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="task-files__list">
      {files.map((f, i) => (
        <li key={f.id}>
          <PaperClipOutlined aria-hidden />
          <a href={f.url} target="_blank" rel="noreferrer">
            {f.name || `${label}${i + 1}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
