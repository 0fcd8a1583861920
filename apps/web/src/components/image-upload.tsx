import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { imageUploads, type UploadFieldProps, useUploadList } from '../lib/use-upload-list.ts';
import './image-upload.css';

/** What the form keeps for one image: the file id it sends, the url it previews. */
export interface ListingImage {
  id: string;
  url: string;
}

/**
 * Public listing images (purpose `listing`): picks jpg/png/webp (≤ 10 MB each), uploads them at once
 * and shows them with a remove button. `max` 1 is the cover. Form.Item hands value/onChange; a refusal
 * goes to `onError` so the form shows it on the field.
 */
export function ImageUpload(props: UploadFieldProps<ListingImage>) {
  const { id, value = [], label, max, testId } = props;
  const { busy, customRequest, remove } = useUploadList(props, imageUploads, (up) => ({
    id: up.id,
    url: up.url,
  }));

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
            onClick={() => remove(img.id)}
          />
        </figure>
      ))}
      {!full && (max > 1 || value.length === 0) && (
        <Upload
          id={id}
          accept={imageUploads.accept.join(',')}
          showUploadList={false}
          multiple={max > 1}
          customRequest={customRequest}
        >
          <button type="button" className="listing-upload__box" aria-label={`上传${label}`}>
            {busy ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            <span>{busy ? '上传中…' : `上传${label}`}</span>
          </button>
        </Upload>
      )}
    </div>
  );
}
