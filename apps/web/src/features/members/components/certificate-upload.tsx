import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { uploadErrorText, uploadFile } from '../../../lib/upload.ts';

/** What the form keeps for one image: the file id it sends, the url it previews. */
export interface CertificateImage {
  id: string;
  url: string;
}

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * One private certificate image (an ID card side, a business licence): picks a jpg/png/webp (≤ 10 MB),
 * uploads it at once with its private purpose and shows it. Form.Item hands value/onChange; a refusal
 * goes to `onError` so the form shows it on the field.
 */
export function CertificateUpload({
  id,
  value,
  onChange,
  label,
  onError,
  testId,
  purpose = 'idcard',
}: {
  id?: string;
  value?: CertificateImage;
  onChange?: (value: CertificateImage | undefined) => void;
  label: string;
  onError: (message: string | null) => void;
  testId: string;
  purpose?: 'idcard' | 'licence';
}) {
  const [busy, setBusy] = useState(false);

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError: fail }) => {
    const f = file as File;
    if (!accepted.includes(f.type)) {
      onError('请上传 JPG、PNG 或 WebP 格式的图片');
      return;
    }
    if (f.size > MAX_BYTES) {
      onError('图片不能超过10MB');
      return;
    }
    setBusy(true);
    onError(null);
    try {
      const up = await uploadFile(purpose, f, { name: f.name });
      onChange?.({ id: up.id, url: up.url });
      onSuccess?.(up);
    } catch (err) {
      onError(uploadErrorText(err));
      fail?.(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cert-upload" data-testid={testId}>
      <Upload
        id={id}
        accept={accepted.join(',')}
        showUploadList={false}
        maxCount={1}
        customRequest={customRequest}
        disabled={busy}
      >
        <button
          type="button"
          className="cert-upload__box"
          aria-label={value ? `重新上传${label}` : `上传${label}`}
        >
          {value ? (
            <img className="cert-upload__img" src={value.url} alt={label} />
          ) : (
            <span className="cert-upload__empty">
              {busy ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
              <span>{busy ? '上传中…' : `上传${label}`}</span>
            </span>
          )}
          {value && busy && (
            <span className="cert-upload__busy">
              <LoadingOutlined aria-hidden /> 上传中…
            </span>
          )}
        </button>
      </Upload>
    </div>
  );
}
