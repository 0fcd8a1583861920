import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Upload } from 'antd';
import {
  documentUploads,
  type UploadFieldProps,
  type UploadRules,
  useUploadList,
} from '../../../lib/use-upload-list.ts';
import type { TaskFile } from '../../../components/file-upload.tsx';
import '../../../components/image-upload.css';

/**
 * An entry's pictures: private uploads (`document`, the author's and the client's until the results), but
 * pictures only (JPG, PNG, WebP), shown as thumbnails with a remove button.
 */
const entryPicUploads: UploadRules = {
  ...documentUploads,
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  wrongType: '请上传 JPG、PNG 或 WebP 格式的设计图',
  unit: '张',
};

function EntryPicsUpload(props: UploadFieldProps<TaskFile>) {
  const { id, value = [], label, max, testId } = props;
  const { busy, customRequest, remove } = useUploadList(props, entryPicUploads, (up) => ({
    id: up.id,
    url: up.url,
    name: up.name,
  }));
  return (
    <div className="listing-upload" data-testid={testId}>
      {value.map((img, i) => (
        <figure key={img.id} className="listing-upload__item">
          <img src={img.thumb || img.url} alt={`${label}${i + 1}`} />
          <Button
            size="small"
            className="listing-upload__remove"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`删除${label}${i + 1}`}
            onClick={() => remove(img.id)}
          />
        </figure>
      ))}
      {value.length < max && (
        <Upload
          id={id}
          accept={entryPicUploads.accept.join(',')}
          showUploadList={false}
          multiple
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

/** The entry form's field of pictures (required, at most `max`). */
export function EntryPicsField({ max }: { max: number }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name="pics"
      label={`设计图（最多${max}张）`}
      extra="效果图、平面图等，JPG、PNG 或 WebP；暗标比稿中其他参赛者看不到"
      rules={[{ required: true, type: 'array', min: 1, message: '请至少上传1张设计图' }]}
    >
      <EntryPicsUpload
        label="设计图"
        max={max}
        testId="entry-pics"
        onError={(msg) => form.setFields([{ name: 'pics', errors: msg ? [msg] : [] }])}
      />
    </Form.Item>
  );
}
