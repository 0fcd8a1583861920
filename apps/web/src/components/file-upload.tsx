import {
  DeleteOutlined,
  DownloadOutlined,
  FileOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Form, Image, Upload } from 'antd';
import type { ReactNode } from 'react';
import { formatFileSize } from '../lib/format.ts';
import { documentUploads, type UploadFieldProps, useUploadList } from '../lib/use-upload-list.ts';
import './file-upload.css';

/**
 * What the form keeps for one file: the id it sends, the url it opens, the name it shows; a deal's views
 * also send its size, type and a picture's thumbnail (`DealFile`, issue 27).
 */
export interface TaskFile {
  id: string;
  url: string;
  name?: string;
  size?: number;
  type?: 'image' | 'pdf' | 'file';
  thumb?: string;
}

/**
 * Files of a task or a build project (reference files, a proposal's sketch, a delivery, drawings): PDF or JPG/PNG/WebP up to 20 MB,
 * uploaded at once as purpose `document`, listed with a remove button. Form.Item hands value/onChange;
 * a refusal goes to `onError` so the form shows it on the field.
 */
export function FileUpload(props: UploadFieldProps<TaskFile>) {
  const { id, value = [], label, max, testId } = props;
  const { busy, customRequest, remove } = useUploadList(props, documentUploads, (up) => ({
    id: up.id,
    url: up.url,
    name: up.name,
  }));

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
                onClick={() => remove(f.id)}
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
          <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
            {busy ? '正在上传…' : `上传${label}`}
          </Button>
        </Upload>
      )}
    </div>
  );
}

/**
 * A form's field of files: `FileUpload` in its Form.Item, the upload's refusals shown on the field. An
 * optional field says 选填 and how many; a `required` one says its message when empty. `fileLabel` names
 * the files (上传…, unnamed ones) when it differs from the field's label.
 */
export function FileField({
  name,
  label,
  fileLabel = label,
  max,
  extra,
  required,
  testId,
}: {
  name: string;
  label: string;
  fileLabel?: string;
  max: number;
  extra?: ReactNode;
  /** The message when no file is there; optional without it. */
  required?: string;
  testId: string;
}) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name={name}
      label={required ? label : `${label}（选填，最多${max}个）`}
      extra={extra}
      rules={required ? [{ required: true, type: 'array', min: 1, message: required }] : undefined}
    >
      <FileUpload
        label={fileLabel}
        max={max}
        testId={testId}
        onError={(msg) => form.setFields([{ name, errors: msg ? [msg] : [] }])}
      />
    </Form.Item>
  );
}

const typeWords = { image: '图片', pdf: 'PDF', file: '文件' } as const;

/** `PDF · 20 KB`: the type and size a deal's view sent ('' for a file the form only knows by name). */
function fileMeta(f: TaskFile): string {
  const parts = [f.type ? typeWords[f.type] : '', f.size ? formatFileSize(f.size) : ''];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Files to open (deliveries, drawings, reports, a task's or a project's files), each with its name
 * (numbered `label`N when unknown), type and size: a picture as a thumbnail previewed in place (antd
 * Image, the pictures of the list in one group), a PDF opened in the browser in a new tab; each can be
 * downloaded.
 */
export function FileLinks({ files, label }: { files: TaskFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <ul className="task-files__list deal-files">
        {files.map((f, i) => {
          const name = f.name || `${label}${i + 1}`;
          const meta = fileMeta(f);
          return (
            <li key={f.id} className="deal-file">
              {f.type === 'image' ? (
                <Image
                  className="deal-file__thumb"
                  src={f.thumb || f.url}
                  preview={{ src: f.url }}
                  width={56}
                  height={42}
                  alt={`${name}（点击预览）`}
                />
              ) : f.type === 'pdf' ? (
                <FilePdfOutlined className="deal-file__icon" aria-hidden />
              ) : f.type ? (
                <FileOutlined className="deal-file__icon" aria-hidden />
              ) : (
                <PaperClipOutlined aria-hidden />
              )}
              <span className="deal-file__text">
                <a href={f.url} target="_blank" rel="noreferrer" title={name}>
                  {name}
                </a>
                {meta && <span className="deal-file__meta">{meta}</span>}
              </span>
              {f.type && (
                <a
                  className="deal-file__download"
                  href={f.url}
                  download={f.name || undefined}
                  aria-label={`下载 ${name}`}
                >
                  <DownloadOutlined aria-hidden />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Image.PreviewGroup>
  );
}
