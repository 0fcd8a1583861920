import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { fileNameHiddenNotice, uploadErrorText, uploadFile } from '../lib/upload.ts';
import './image-upload.css';

/** What the form keeps for one image: the file id it sends, the url it previews. */
export interface ListingImage {
  id: string;
  url: string;
}

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Public listing images (purpose `listing`): picks jpg/png/webp (≤ 10 MB each), uploads them at once
 * and shows them with a remove button. `max` 1 is the cover. Form.Item hands value/onChange; a refusal
 * goes to `onError` so the form shows it on the field.
 */
export function ImageUpload({
  id,
  value = [],
  onChange,
  label,
  max,
  onError,
  testId,
}: {
  id?: string;
  value?: ListingImage[];
  onChange?: (value: ListingImage[]) => void;
  label: string;
  max: number;
  onError: (message: string | null) => void;
  testId: string;
}) {
  const [busy, setBusy] = useState(0);
  const { message } = App.useApp();
  // several files upload at once: each appends to the latest list, not to the one of its render
  const latest = useRef(value);
  latest.current = value;

  const set = (next: ListingImage[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError: fail }) => {
    const f = file as File;
    if (!accepted.includes(f.type)) return onError('请上传 JPG、PNG 或 WebP 格式的图片');
    if (f.size > MAX_BYTES) return onError('图片不能超过10MB');
    if (max > 1 && latest.current.length >= max) return onError(`${label}最多${max}张`);
    setBusy((n) => n + 1);
    onError(null);
    try {
      const up = await uploadFile('listing', f, { name: f.name });
      if (up.contactHidden) void message.warning(fileNameHiddenNotice);
      const img = { id: up.id, url: up.url };
      set(max === 1 ? [img] : [...latest.current, img].slice(0, max));
      onSuccess?.(up);
    } catch (err) {
      onError(uploadErrorText(err));
      fail?.(err as Error);
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const full = max > 1 && value.length >= max;

  return (
    <div className="listing-upload" data-testid={testId}>
      {value.map((img, i) => (
        <figure key={img.id} className="listing-upload__item">
          <img src={img.url} alt={max === 1 ? label : `${label}${i + 1}`} />
          <Button
            size="small"
            className="listing-upload__remove"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`删除${label}${max === 1 ? '' : i + 1}`}
            onClick={() => set(value.filter((v) => v.id !== img.id))}
          />
        </figure>
      ))}
      {!full && (max > 1 || value.length === 0) && (
        <Upload
          id={id}
          accept={accepted.join(',')}
          showUploadList={false}
          multiple={max > 1}
          customRequest={customRequest}
        >
          <button type="button" className="listing-upload__box" aria-label={`上传${label}`}>
            {busy > 0 ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            <span>{busy > 0 ? '上传中…' : `上传${label}`}</span>
          </button>
        </Upload>
      )}
    </div>
  );
}
