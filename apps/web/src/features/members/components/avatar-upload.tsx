import { LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { reportError } from '../../../lib/error-handler.ts';
import { uploadErrorText, uploadFile } from '../../../lib/upload.ts';
import { useUpdateBaseInfo } from '../api/update-base-info.ts';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The member's avatar (`userlogo`): a picked image is uploaded (purpose `avatar`) and saved at once, as
 * people expect of an avatar; the header shows it from then on. 移除 goes back to the default.
 */
export function AvatarUpload({ url }: { url: string }) {
  const { message } = App.useApp();
  const update = useUpdateBaseInfo();
  const [uploading, setUploading] = useState(false);
  const busy = uploading || update.isPending;

  const save = (userlogo: string) =>
    update.mutate(
      { userlogo },
      {
        onSuccess: () => message.success(userlogo ? '头像已更新' : '头像已移除'),
        onError: reportError,
      },
    );

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File;
    if (!accepted.includes(f.type)) {
      message.error('请上传 JPG、PNG 或 WebP 格式的图片');
      return;
    }
    if (f.size > MAX_BYTES) {
      message.error('图片不能超过10MB');
      return;
    }
    setUploading(true);
    try {
      const up = await uploadFile('avatar', f, { name: f.name });
      onSuccess?.(up);
      save(up.id);
    } catch (err) {
      message.error(uploadErrorText(err));
      onError?.(err as Error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="avatar-upload" data-testid="avatar-upload">
      <Avatar
        size={72}
        src={url || undefined}
        icon={busy ? <LoadingOutlined aria-hidden /> : <UserOutlined aria-hidden />}
        alt="我的头像"
      />
      <div className="avatar-upload__side">
        <div className="avatar-upload__actions">
          <Upload
            accept={accepted.join(',')}
            showUploadList={false}
            maxCount={1}
            customRequest={customRequest}
            disabled={busy}
          >
            <Button loading={uploading}>{url ? '更换头像' : '上传头像'}</Button>
          </Upload>
          {url && (
            <Button type="link" onClick={() => save('')} disabled={busy}>
              移除
            </Button>
          )}
        </div>
        <p className="card-hint">支持 JPG、PNG、WebP，不超过10MB，建议使用正方形图片。</p>
      </div>
    </div>
  );
}
