import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import type { ReactNode } from 'react';
import type { TaskFile } from './file-links.tsx';
import { documentUploads, type UploadFieldProps, useUploadList } from '../lib/use-upload-list.ts';
import './file-upload.css';

// the files' type lives with the links (file-links.tsx, which a page reads without the upload's code)
export type { TaskFile } from './file-links.tsx';

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
